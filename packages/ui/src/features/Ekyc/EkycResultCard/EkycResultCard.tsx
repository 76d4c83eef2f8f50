import { EKYC_APPROVAL_HOURS, type EkycStatus, type EkycSubmission } from '@selfcare/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmissionFacts } from '../private/SubmissionFacts';
import * as styles from '../private/ekyc.css';

export interface EkycResultCardProps {
  /** The confirmed request's state: approved at once, or waiting (ACC-62: within 24 hours). */
  status: EkycStatus;
  submission: EkycSubmission;
}

const toneOf = (status: EkycStatus) =>
  status === 'approved'
    ? styles.tone.positive
    : status === 'rejected'
      ? styles.tone.critical
      : styles.tone.info;
const keyOf = (status: EkycStatus) =>
  status === 'approved' ? 'approved' : status === 'rejected' ? 'rejected' : 'pending';

/** ACC-56, ACC-62: the outcome of a confirmed update, with what was registered and the request number. */
export function EkycResultCard({ status, submission }: EkycResultCardProps) {
  const { t } = useTranslation('ui');
  const key = keyOf(status);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section className={styles.section}>
      <div className={`${styles.banner} ${toneOf(status)}`} role="status">
        <h2 ref={title} tabIndex={-1} className={styles.sectionTitle}>
          {t(`ekyc.result.${key}Title`)}
        </h2>
        <p>{t(`ekyc.result.${key}Body`, { hours: EKYC_APPROVAL_HOURS })}</p>
        <p>{t('ekyc.result.request', { id: submission.requestId })}</p>
      </div>
      <SubmissionFacts submission={submission} />
    </section>
  );
}
