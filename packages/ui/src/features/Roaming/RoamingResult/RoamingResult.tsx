import type { MouseEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, Cross2Icon, UpdateIcon } from '@radix-ui/react-icons';
import type { RoamingResultView, TransactionStatus } from '@selfcare/domain';
import { ROAMING_HOTLINE } from '@selfcare/domain';
import { Button } from '../../../components/Button/Button';
import { Link } from '../../../components/Link/Link';
import { cx } from '../../../lib/cx';
import { Pair } from '../private/Pair';
import * as shared from '../private/shared.css';
import * as styles from './RoamingResult.css';

export interface RoamingResultProps {
  view: RoamingResultView;
  /** The stored status record (dataQueryTransactionInfo). */
  status: TransactionStatus | undefined;
  /** ROAM-121: /thanhtoan/roaming?token=… */
  chooseAnotherHref: string;
  /** Lets the portal navigate inside the app (the link still works without it). */
  onChooseAnother?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** ROAM-122: check the transaction again (the portal asks for its status once). */
  onReload: () => void;
  /** While that check runs: the button shows it is busy. */
  checking?: boolean;
}

const icons = { success: CheckIcon, fail: Cross2Icon, processing: UpdateIcon } as const;

/** Formats the server's createDate in the reader's language, in Vietnam time; unknown text is shown as is. */
function formatDate(text: string | undefined, locale: string): string {
  if (!text) return '—';
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return text;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(date);
}

/** ROAM-118 … ROAM-124: the result of a roaming payment: success, failure or still processing. */
export function RoamingResult({
  view,
  status,
  chooseAnotherHref,
  onChooseAnother,
  onReload,
  checking = false,
}: RoamingResultProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  const Icon = icons[view];
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <span className={cx(styles.icon, styles[view])} aria-hidden="true">
        <Icon width={32} height={32} />
      </span>
      <h1 id={titleId} className={styles.title}>
        {t(`roaming.result.${view}Title`)}
      </h1>
      {view === 'success' && status ? (
        <dl className={shared.summary}>
          <Pair label={t('roaming.result.date')} value={formatDate(status.createDate, i18n.language)} />
          <Pair label={t('roaming.result.service')} value={status.serviceName ?? '—'} />
          <Pair label={t('roaming.result.number')} value={status.phoneNumber ?? '—'} />
          {/* ROAM-124: the transaction id of the portal's own transaction. */}
          <Pair label={t('roaming.result.transactionId')} value={status.transactionId} />
        </dl>
      ) : null}
      {view === 'fail' ? <p className={styles.message}>{status?.message ?? ''}</p> : null}
      {view === 'processing' ? <p className={styles.message}>{t('roaming.result.processingNote')}</p> : null}
      <div className={shared.centeredActions}>
        {view === 'processing' ? (
          <Button onClick={onReload} loading={checking}>
            {t('roaming.result.reload')}
          </Button>
        ) : null}
        <Link href={chooseAnotherHref} onClick={onChooseAnother}>
          {t('roaming.result.chooseAnother')}
        </Link>
      </div>
      <p className={shared.muted}>{t('roaming.result.hotline', { hotline: ROAMING_HOTLINE })}</p>
    </section>
  );
}
