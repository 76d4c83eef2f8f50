import { ekycNextStepOf, type EkycRefusal } from '@selfcare/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import * as styles from '../private/ekyc.css';

export interface EkycRefusalCardProps {
  refusal: EkycRefusal;
  /** The operator's own words, shown under the portal's explanation when it sent any. */
  operatorMessage?: string | undefined;
  /** Back to the photos (the ones to retake are dropped, the others kept). */
  onTryAgain: () => void;
  /** A link to the store list (ID on too many numbers: the update needs a store). */
  storeLink: ReactNode;
  /** Asks staff to call back (API-107). */
  onCallBack: () => void;
  callingBack?: boolean;
  /** The call-back request's number once noted. */
  callBackTicket?: string | undefined;
}

/**
 * ERR-47 … ERR-50 (ACC-63 … ACC-66): a refusal as a clear message with what to do next: retake the
 * card or the portrait, send again later, or go to a store; and a call-back request in every case.
 * Focus moves to the title so a screen reader hears the refusal at once.
 */
export function EkycRefusalCard({
  refusal,
  operatorMessage,
  onTryAgain,
  storeLink,
  onCallBack,
  callingBack = false,
  callBackTicket,
}: EkycRefusalCardProps) {
  const { t } = useTranslation('ui');
  const next = ekycNextStepOf[refusal];
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), [refusal]);
  return (
    <section className={styles.section}>
      <div className={`${styles.banner} ${styles.tone.critical}`} role="alert">
        <h2 ref={title} tabIndex={-1} className={styles.sectionTitle}>
          {t(`ekyc.refusal.titles.${refusal}`)}
        </h2>
        <p>{t(`ekyc.refusal.next.${next}`)}</p>
        {operatorMessage ? <p>{t('ekyc.refusal.operator', { message: operatorMessage })}</p> : null}
      </div>
      <div className={styles.actions}>
        {next === 'visitStore' ? (
          storeLink
        ) : (
          <Button type="button" onClick={onTryAgain}>
            {t(`ekyc.refusal.actions.${next}`)}
          </Button>
        )}
        {callBackTicket === undefined ? (
          <Button type="button" variant="secondary" onClick={onCallBack} loading={callingBack}>
            {t('ekyc.refusal.callBack')}
          </Button>
        ) : (
          <p role="status">{t('ekyc.refusal.callBackSent', { id: callBackTicket })}</p>
        )}
      </div>
    </section>
  );
}
