import { useTranslation } from 'react-i18next';
import { nameIn, type FrequentError } from '@selfcare/domain';
import { Accordion } from '../../../components/Accordion/Accordion';
import { SafeHtml } from '../../../components/SafeHtml/SafeHtml';
import * as styles from '../private/support.css';

export interface FrequentErrorListProps {
  errors: readonly FrequentError[];
}

/** ACC-67: the frequent errors and their fixes, offered before the request form ("is it one of these?"). */
export function FrequentErrorList({ errors }: FrequentErrorListProps) {
  const { t, i18n } = useTranslation('ui');
  if (errors.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('support.request.frequentTitle')}</h2>
      <p className={styles.lead}>{t('support.request.frequentLead')}</p>
      <Accordion
        headingLevel={3}
        items={errors.map((error) => ({
          value: error.id,
          title: nameIn(error.title, i18n.language),
          content: <SafeHtml html={nameIn(error.solutionHtml, i18n.language)} />,
        }))}
      />
    </section>
  );
}
