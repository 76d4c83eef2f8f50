import {
  EKYC_APPROVAL_HOURS,
  type EkycEligibility,
  type EkycOwnerCheck,
  type EkycRequestState,
} from '@selfcare/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import * as styles from '../private/ekyc.css';

export interface EkycStatusCardProps {
  owner: EkycOwnerCheck;
  request: EkycRequestState;
  /** The domain's verdict (ekycEligibility): the start button shows only when eligible. */
  eligibility: EkycEligibility;
  onStart: () => void;
  /** A link to the store list, offered where the update cannot be done online. */
  storeLink: ReactNode;
}

const timeIn = (language: string, iso: string) =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(new Date(iso));

/**
 * ACC-56, ACC-61, ACC-62: the registered name and ID (masked), the latest request and its state, and
 * what can be done: start, wait for the approval, go to a store (VIP), or nothing (already standardised).
 */
export function EkycStatusCard({ owner, request, eligibility, onStart, storeLink }: EkycStatusCardProps) {
  const { t, i18n } = useTranslation('ui');
  const at = request.decidedAt ?? request.submittedAt;
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('ekyc.status.label')}</h2>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('ekyc.status.name')}</dt>
        <dd className={styles.factValue}>{owner.fullName ?? t('ekyc.status.unknown')}</dd>
        <dt className={styles.factName}>{t('ekyc.status.idNumber')}</dt>
        <dd className={styles.factValue}>{owner.idNumber ?? t('ekyc.status.unknown')}</dd>
        <dt className={styles.factName}>{t('ekyc.status.state')}</dt>
        <dd className={styles.factValue}>
          {t(`ekyc.status.states.${request.status}`)}
          {at !== undefined
            ? ` · ${t(request.decidedAt !== undefined ? 'ekyc.status.decidedAt' : 'ekyc.status.submittedAt', { at: timeIn(i18n.language, at) })}`
            : null}
        </dd>
      </dl>
      {eligibility === 'eligible' ? (
        <>
          <p className={styles.lead}>{t('ekyc.status.steps')}</p>
          <div className={styles.actions}>
            <Button type="button" onClick={onStart}>
              {t('ekyc.status.start')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={`${styles.banner} ${eligibility === 'vip' ? styles.tone.caution : styles.tone.info}`}>
            {t(`ekyc.status.${eligibility}`, { hours: EKYC_APPROVAL_HOURS })}
          </p>
          {eligibility === 'vip' ? <div className={styles.actions}>{storeLink}</div> : null}
        </>
      )}
    </section>
  );
}
