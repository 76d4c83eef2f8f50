/** Shared by the support components: a section with a heading, and a muted lead line. */
export { lead, section, sectionTitle } from '../../../components/private/section.css';
