import {
  formatNewsDate,
  formatPrice,
  HISTORY_MAX_DAYS,
  type BillRecord,
  type TopUpRecord,
} from '@selfcare/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge/Badge';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import * as tableStyles from '../../../components/private/table.css';
import { ScrollFrame } from '../../../components/private/ScrollFrame';

export interface UsageHistoryTableProps {
  kind: 'topups' | 'bills';
  /** The prepaid account's top-ups, newest first (kind 'topups'). */
  topUps?: readonly TopUpRecord[];
  /** The postpaid account's bills, newest first (kind 'bills'). */
  bills?: readonly BillRecord[];
}

/** API-068 / API-067: a prepaid account's top-ups or a postpaid account's bills, newest first, as a table. */
export function UsageHistoryTable({ kind, topUps = [], bills = [] }: UsageHistoryTableProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.language;
  const days = HISTORY_MAX_DAYS;
  const captionId = useId();
  if (kind === 'topups') {
    if (topUps.length === 0)
      return <EmptyState title={t('accountUsage.history.topUpsEmpty', { days })} headingLevel={2} />;
    return (
      <ScrollFrame labelledBy={captionId}>
        <table className={tableStyles.table}>
          <caption id={captionId} className={tableStyles.caption}>
            {t('accountUsage.history.topUpsCaption', { days })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('accountUsage.columns.day')}</th>
              <th scope="col">{t('accountUsage.columns.amount')}</th>
              <th scope="col">{t('accountUsage.columns.channel')}</th>
            </tr>
          </thead>
          <tbody>
            {topUps.map((topUp, index) => (
              <tr key={`${topUp.at ?? ''}-${index}`}>
                <td>{formatNewsDate(topUp.at, locale)}</td>
                <td>{formatPrice(topUp.amount, locale)}</td>
                <td>{topUp.channel}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollFrame>
    );
  }
  if (bills.length === 0) return <EmptyState title={t('accountUsage.history.billsEmpty')} headingLevel={2} />;
  return (
    <ScrollFrame labelledBy={captionId}>
      <table className={tableStyles.table}>
        <caption id={captionId} className={tableStyles.caption}>
          {t('accountUsage.history.billsCaption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('accountUsage.columns.period')}</th>
            <th scope="col">{t('accountUsage.columns.amount')}</th>
            <th scope="col">{t('accountUsage.columns.issuedOn')}</th>
            <th scope="col">{t('accountUsage.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {bills.map((bill, index) => {
            const status = bill.paid === undefined ? 'unknown' : bill.paid ? 'paid' : 'unpaid';
            return (
              <tr key={`${bill.period ?? ''}-${index}`}>
                <th scope="row">{bill.period}</th>
                <td>{formatPrice(bill.amount, locale)}</td>
                <td>{bill.issuedAt ? formatNewsDate(`${bill.issuedAt}T12:00:00+07:00`, locale) : ''}</td>
                <td>
                  <Badge tone={status === 'paid' ? 'positive' : status === 'unpaid' ? 'caution' : 'neutral'}>
                    {t(`accountUsage.history.${status}`)}
                  </Badge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollFrame>
  );
}
