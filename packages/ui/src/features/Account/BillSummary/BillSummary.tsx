import {
  formatInvoiceMonth,
  formatPrice,
  groupInvoicesByMonth,
  type EInvoice,
  type EInvoiceStatus,
} from '@selfcare/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge/Badge';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import * as shared from '../private/account.css';

export interface BillSummaryProps {
  /** A postpaid subscriber's invoices; undefined while loading. */
  bills: readonly EInvoice[] | undefined;
  /** The payment shortcuts under the bills (the portal's links to bill payment and e-invoices). */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}

const tones = { paid: 'positive', unpaid: 'caution', unknown: 'neutral' } as const;

/** Postpaid (issue 17): the latest month's bill first, then the earlier months, each paid or not. */
export function BillSummary({ bills, actions, headingLevel = 2 }: BillSummaryProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.language;
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const months = bills === undefined ? [] : groupInvoicesByMonth(bills);
  const [latest, ...earlier] = months;
  const status = (value: EInvoiceStatus) => <Badge tone={tones[value]}>{t(`account.bills.${value}`)}</Badge>;
  const monthName = (month: (typeof months)[number]) =>
    month.month ? formatInvoiceMonth(month.month, locale) : t('account.bills.noMonth');
  const total = (month: (typeof months)[number]) =>
    month.invoices.reduce((sum, bill) => sum + bill.amount, 0);
  const monthStatus = (month: (typeof months)[number]): EInvoiceStatus =>
    month.invoices.some((bill) => bill.status === 'unpaid')
      ? 'unpaid'
      : month.invoices.every((bill) => bill.status === 'paid')
        ? 'paid'
        : 'unknown';

  return (
    <section className={shared.panel} aria-labelledby={headingId} aria-busy={bills === undefined}>
      <Heading id={headingId} className={shared.heading}>
        {t('account.bills.title')}
      </Heading>
      {bills === undefined ? (
        <Skeleton height="64px" />
      ) : latest === undefined ? (
        <p className={shared.muted}>{t('account.bills.empty')}</p>
      ) : (
        <>
          <div className={shared.row}>
            <div className={shared.rowText}>
              <p className={shared.label}>{t('account.bills.latest')}</p>
              <p className={shared.value}>
                {monthName(latest)}: {formatPrice(total(latest), locale)}
              </p>
            </div>
            {status(monthStatus(latest))}
          </div>
          {earlier.length > 0 ? (
            <>
              <SubHeading className={shared.label}>{t('account.bills.earlier')}</SubHeading>
              <ul className={shared.list}>
                {earlier.map((month) => (
                  <li key={month.key} className={shared.row}>
                    <span>
                      {monthName(month)}: {formatPrice(total(month), locale)}
                    </span>
                    {status(monthStatus(month))}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
      {actions ? <div className={shared.actions}>{actions}</div> : null}
    </section>
  );
}
