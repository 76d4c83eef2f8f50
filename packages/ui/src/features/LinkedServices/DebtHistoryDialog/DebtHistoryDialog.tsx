import {
  debtMonthStateOf,
  formatCalendarDay,
  formatInvoiceMonth,
  formatPrice,
  totalOwed,
  type DebtMonth,
  type DebtMonthState,
  type IsoDate,
  type LinkedServiceKind,
} from '@selfcare/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge/Badge';
import { Dialog } from '../../../components/Dialog/Dialog';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ScrollFrame } from '../../../components/private/ScrollFrame';
import * as tableStyles from '../../../components/private/table.css';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import type { Tone } from '../../../themes/tokens';
import * as styles from '../private/linkedServices.css';

/** Where the history's read stands (the portal runs it). */
export type DebtHistory =
  | { readonly state: 'pending' }
  | { readonly state: 'loaded'; readonly months: readonly DebtMonth[] }
  /** `failure`: the portal's shared in-place failure (the reason and a retry). */
  | { readonly state: 'failed'; readonly failure: ReactNode };

export interface DebtHistoryDialogProps {
  /** The account whose history is shown; the dialog is open while it is set. */
  account: { readonly account: string; readonly kind: LinkedServiceKind } | undefined;
  onClose: () => void;
  history: DebtHistory;
  /** Vietnam's calendar day today ('YYYY-MM-DD'): which months are overdue. */
  today: IsoDate;
}

const stateTones: Readonly<Record<DebtMonthState, Tone>> = {
  paid: 'positive',
  open: 'neutral',
  overdue: 'critical',
};

/**
 * ACC-43, API-053: a linked fixed-line, home internet or MyTV account's billed months in a dialog (Radix: focus
 * moves in and stays, Escape closes, focus returns to the card's button): a table with its caption and column
 * headers, the month as each row's header, the total still owed above it, and each month's state in words
 * (an overdue month reads "Quá hạn", never by colour alone).
 */
export function DebtHistoryDialog({ account, onClose, history, today }: DebtHistoryDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      open={account !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('linkedServices.debts.title', { account: account?.account ?? '' })}
      description={account ? t(`linkedServices.list.kind.${account.kind}`) : undefined}
      size="lg"
    >
      {history.state === 'pending' ? <Skeleton shape="rect" height="12rem" /> : null}
      {history.state === 'failed' ? history.failure : null}
      {history.state === 'loaded' && account ? (
        <DebtTable account={account.account} months={history.months} today={today} />
      ) : null}
    </Dialog>
  );
}

function DebtTable({
  account,
  months,
  today,
}: {
  account: string;
  months: readonly DebtMonth[];
  today: IsoDate;
}) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.language;
  const captionId = useId();
  if (months.length === 0) return <EmptyState title={t('linkedServices.debts.empty')} headingLevel={3} />;
  const overdue = months.filter((month) => debtMonthStateOf(month, today) === 'overdue').length;
  return (
    <div className={styles.form}>
      <p className={styles.rowName}>
        {t('linkedServices.debts.total', { amount: formatPrice(totalOwed(months), locale) })}
      </p>
      {overdue > 0 ? (
        <p className={styles.error}>{t('linkedServices.debts.overdueCount', { count: overdue })}</p>
      ) : null}
      <ScrollFrame labelledBy={captionId}>
        <table className={tableStyles.table}>
          <caption id={captionId} className={tableStyles.caption}>
            {t('linkedServices.debts.caption', { account })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('linkedServices.debts.month')}</th>
              <th scope="col">{t('linkedServices.debts.charge')}</th>
              <th scope="col">{t('linkedServices.debts.paid')}</th>
              <th scope="col">{t('linkedServices.debts.owed')}</th>
              <th scope="col">{t('linkedServices.debts.due')}</th>
              <th scope="col">{t('linkedServices.debts.status')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month, index) => {
              const state = debtMonthStateOf(month, today);
              return (
                <tr key={month.month ? `${month.month.year}-${month.month.month}` : `unknown-${index}`}>
                  <th scope="row">
                    {month.month
                      ? formatInvoiceMonth(month.month, locale)
                      : t('linkedServices.link.notGiven')}
                  </th>
                  <td>{formatPrice(month.charge, locale)}</td>
                  <td>{formatPrice(month.paid, locale)}</td>
                  <td>{formatPrice(month.owed, locale)}</td>
                  <td>{formatCalendarDay(month.dueOn, locale) ?? t('linkedServices.link.notGiven')}</td>
                  <td>
                    <Badge tone={stateTones[state]}>{t(`linkedServices.debts.state.${state}`)}</Badge>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollFrame>
    </div>
  );
}
