import {
  formatCalendarDay,
  formatPhoneDisplay,
  formatPrice,
  isPromotionalAccount,
  type BalanceAccount,
  type BalanceSummary,
  type SubscriberPlan,
  type WalletBalance,
} from '@selfcare/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge/Badge';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import * as shared from '../private/account.css';
import * as styles from './AccountSummaryCard.css';

/** ROLE-10: a member with a tier, not a member, or not known (the rank call failed). */
export type AccountMember = { kind: 'member'; tier: number } | { kind: 'notMember' } | { kind: 'unknown' };

export interface AccountSummaryCardProps {
  /** `loading`: skeletons of the final size while the subscriber's reads arrive. */
  state: 'loading' | 'ready';
  phone: string;
  name?: string | undefined;
  customerId?: string | undefined;
  /** ACC-40; undefined when not known. */
  plan?: SubscriberPlan | undefined;
  member?: AccountMember | undefined;
  /** ACC-03 (mobile_balance_info_v2); undefined: not known, the block is left out. */
  balances?: BalanceSummary | undefined;
  /** The IN accounts (mobile_IN_balances); the promotional ones are listed with their expiry. */
  accounts?: readonly BalanceAccount[] | undefined;
  wallet?: WalletBalance | undefined;
  headingLevel?: 2 | 3;
}

/**
 * ACC-02, ACC-03: who the subscriber is (name, number, plan, customer id, member tier) and their money:
 * a prepaid number's main and promotional accounts and validity, a postpaid number's month so far, the wallet.
 */
export function AccountSummaryCard(props: AccountSummaryCardProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.language;
  const headingId = useId();
  const level = props.headingLevel ?? 2;
  const Heading = `h${level}` as const;
  const SubHeading = level === 2 ? 'h3' : 'h4';
  const loading = props.state === 'loading';
  const unavailable = t('account.summary.unavailable');
  const fact = (label: string, value: ReactNode) => (
    <div className={shared.fact}>
      <dt className={shared.label}>{label}</dt>
      <dd className={shared.value}>{loading ? <Skeleton width="60%" /> : value}</dd>
    </div>
  );
  const member = props.member ?? { kind: 'unknown' };
  const promotions = (props.accounts ?? []).filter(isPromotionalAccount);
  const { balances, wallet, plan } = props;

  return (
    <section
      className={shared.panel}
      aria-labelledby={loading ? undefined : headingId}
      aria-label={loading ? t('account.summary.loading') : undefined}
      aria-busy={loading}
    >
      <div className={styles.header}>
        {loading ? (
          <div className={styles.name}>
            <Skeleton width="50%" />
          </div>
        ) : (
          <Heading id={headingId} className={styles.name}>
            {props.name ?? formatPhoneDisplay(props.phone)}
          </Heading>
        )}
        {!loading && plan ? <Badge tone="brand">{t(`account.summary.plans.${plan}`)}</Badge> : null}
      </div>
      <dl className={shared.facts}>
        {fact(t('account.summary.phone'), formatPhoneDisplay(props.phone))}
        {fact(t('account.summary.customerId'), props.customerId ?? unavailable)}
        {fact(t('account.summary.plan'), plan ? t(`account.summary.plans.${plan}`) : unavailable)}
        {fact(
          t('account.summary.tier'),
          member.kind === 'member'
            ? t('account.summary.tierValue', { tier: member.tier })
            : member.kind === 'notMember'
              ? t('account.summary.notMember')
              : unavailable,
        )}
      </dl>
      {loading || (balances === undefined && wallet === undefined) ? null : (
        <div className={styles.money}>
          <SubHeading className={styles.moneyTitle}>{t('account.balances.title')}</SubHeading>
          <dl className={shared.facts}>
            {balances && plan === 'prepaid' ? (
              <div className={shared.fact}>
                <dt className={shared.label}>{t('account.balances.main')}</dt>
                <dd className={styles.amount}>{formatPrice(balances.main, locale)}</dd>
                {formatCalendarDay(balances.activeUntil, locale) ? (
                  <dd className={shared.muted}>
                    {t('account.balances.validUntil', {
                      date: formatCalendarDay(balances.activeUntil, locale),
                    })}
                  </dd>
                ) : null}
              </div>
            ) : null}
            {balances && plan === 'prepaid' ? (
              <div className={shared.fact}>
                <dt className={shared.label}>{t('account.balances.promotional')}</dt>
                <dd className={styles.amount}>{formatPrice(balances.promotional, locale)}</dd>
                {promotions.map((account) => (
                  <dd key={account.code} className={shared.muted}>
                    {account.name}: {formatPrice(account.amount, locale)}
                    {formatCalendarDay(account.expiresOn, locale)
                      ? ` · ${t('account.balances.expires', { date: formatCalendarDay(account.expiresOn, locale) })}`
                      : ''}
                  </dd>
                ))}
              </div>
            ) : null}
            {balances?.unbilled !== undefined && plan === 'postpaid' ? (
              <div className={shared.fact}>
                <dt className={shared.label}>{t('account.balances.unbilled')}</dt>
                <dd className={styles.amount}>{formatPrice(balances.unbilled, locale)}</dd>
              </div>
            ) : null}
            {wallet ? (
              <div className={shared.fact}>
                <dt className={shared.label}>{t('account.balances.wallet')}</dt>
                <dd className={styles.amount}>
                  {wallet.registered ? formatPrice(wallet.amount, locale) : t('account.balances.noWallet')}
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      )}
    </section>
  );
}
