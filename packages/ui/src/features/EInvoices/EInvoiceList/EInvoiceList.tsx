import {
  formatInvoiceMonth,
  formatNewsDate,
  formatPrice,
  groupInvoicesByMonth,
  type EInvoice,
  type EInvoiceStatus,
} from '@selfcare/domain';
import { DownloadIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import type { Tone } from '../../../themes/tokens';
import { PlainLink, type EInvoiceLinkComponent } from '../private/links';
import * as styles from './EInvoiceList.css';

export interface EInvoiceListProps {
  state: 'loading' | 'error' | 'ready';
  /** The subscriber's invoices in any order: they are shown by billing month, the latest first. */
  invoices: readonly EInvoice[];
  /** The viewer's address of one invoice (`/view-pdf?hoa-don=…`). */
  viewHref: (invoice: EInvoice) => string;
  onDownload: (invoice: EInvoice) => void;
  /** The invoice whose file is being fetched for download (its button shows busy). */
  downloadingId?: string | undefined;
  onRetry: () => void;
  /** Why the list could not be read, in the reader's language (a timeout, no network…); a generic sentence otherwise. */
  errorMessage?: string | undefined;
  /** Shown under the empty state (e.g. a link to the FAQ). */
  emptyAction?: ReactNode;
  LinkComponent?: EInvoiceLinkComponent;
}

const toneOf: Readonly<Record<EInvoiceStatus, Tone>> = {
  paid: 'positive',
  unpaid: 'caution',
  unknown: 'neutral',
};

/** ACC-54: the subscriber's e-invoices by month, each with its status, amount, a view link and a download. */
export function EInvoiceList({ LinkComponent = PlainLink, ...props }: EInvoiceListProps) {
  const { t, i18n } = useTranslation('ui');
  if (props.state === 'loading')
    return (
      <div role="status" aria-label={t('eInvoices.list.loading')} className={styles.loading}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} shape="rect" height="88px" />
        ))}
      </div>
    );
  if (props.state === 'error')
    return (
      <div role="alert" className={styles.error}>
        <p className={styles.errorText}>{props.errorMessage ?? t('eInvoices.list.error')}</p>
        <Button variant="secondary" size="sm" onClick={props.onRetry}>
          {t('eInvoices.list.retry')}
        </Button>
      </div>
    );
  if (props.invoices.length === 0)
    return (
      <EmptyState
        title={t('eInvoices.list.emptyTitle')}
        description={t('eInvoices.list.emptyLead')}
        action={props.emptyAction}
        headingLevel={2}
      />
    );
  return (
    <div className={styles.months} aria-label={t('eInvoices.list.label')} role="region">
      {groupInvoicesByMonth(props.invoices).map((group) => {
        const headingId = `einvoice-month-${group.key}`;
        return (
          <section key={group.key} aria-labelledby={headingId} className={styles.month}>
            <h2 id={headingId} className={styles.monthTitle}>
              {group.month
                ? formatInvoiceMonth(group.month, i18n.language)
                : t('eInvoices.list.unknownMonth')}
            </h2>
            <ul className={styles.list}>
              {group.invoices.map((invoice) => {
                const number = invoice.number ?? invoice.id;
                const issued = formatNewsDate(invoice.issuedAt, i18n.language);
                return (
                  <li key={invoice.id} className={styles.card}>
                    <div className={styles.summary}>
                      <span className={styles.number}>{t('eInvoices.list.number', { number })}</span>
                      {issued ? (
                        <span className={styles.meta}>{t('eInvoices.list.issuedOn', { date: issued })}</span>
                      ) : null}
                    </div>
                    <div className={styles.figures}>
                      <span className={styles.amount}>
                        <span className={styles.amountLabel}>{t('eInvoices.list.amount')} </span>
                        {formatPrice(invoice.amount, i18n.language)}
                      </span>
                      <Badge tone={toneOf[invoice.status]}>
                        {t(`eInvoices.list.status.${invoice.status}`)}
                      </Badge>
                    </div>
                    <div className={styles.actions}>
                      <Button asChild variant="secondary" size="sm">
                        <LinkComponent
                          href={props.viewHref(invoice)}
                          aria-label={t('eInvoices.list.viewNamed', { number })}
                        >
                          {t('eInvoices.list.view')}
                        </LinkComponent>
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('eInvoices.list.downloadNamed', { number })}
                        loading={props.downloadingId === invoice.id}
                        onClick={() => props.onDownload(invoice)}
                      >
                        <DownloadIcon aria-hidden />
                        {t('eInvoices.list.download')}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
