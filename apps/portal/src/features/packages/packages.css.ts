export { chip, chips, page, title } from '../../lib/pageStyles.css';
