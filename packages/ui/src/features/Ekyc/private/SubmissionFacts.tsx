import type { EkycSubmission } from '@selfcare/domain';
import { useTranslation } from 'react-i18next';
import * as styles from './ekyc.css';

/** What was read from the ID card, as a definition list (empty values are left out). */
export function SubmissionFacts({ submission }: { submission: EkycSubmission }) {
  const { t } = useTranslation('ui');
  const rows: [string, string | undefined][] = [
    [t('ekyc.confirm.fullName'), submission.fullName],
    [t('ekyc.confirm.idNumber'), submission.idNumber],
    [t('ekyc.confirm.birthDate'), submission.birthDate],
    [t('ekyc.confirm.issueDate'), submission.issueDate],
  ];
  return (
    <dl className={styles.facts}>
      {rows
        .filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '')
        .map(([name, value]) => (
          <div key={name} className={styles.factRow}>
            <dt className={styles.factName}>{name}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
