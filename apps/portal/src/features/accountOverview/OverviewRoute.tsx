import { isMobilePlan, type PackageSummary } from '@selfcare/domain';
import {
  AccountSummaryCard,
  ActivePackageList,
  AllowanceList,
  BillSummary,
  Button,
  type AccountMember,
} from '@selfcare/ui';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { LoadFailure } from '../../lib/LoadFailure';
import { defaultServiceGroup } from '../../config/serviceGroups';
import * as pageStyles from '../../lib/pageStyles.css';
import { PrefetchLink } from '../../lib/prefetch';
import { usePackageActions } from '../../lib/packages/usePackageActions';
import { usePageExists } from '../../lib/pageDirectory';
import { usePortalQueries } from '../../lib/services';
import * as styles from './accountOverview.css';
import { useSubscriberNumber } from './useSubscriberNumber';

/** A block's read: its failure (reason and retry) in place of the block, else the block. */
function orFailure(query: UseQueryResult<unknown>, block: ReactNode): ReactNode {
  return query.isError ? <LoadFailure error={query.error} onRetry={() => void query.refetch()} /> : block;
}

/**
 * The summary card's own reads that may fail while the card still shows what did load: each failed one gets
 * the shared in-place failure under the card, named by the part it leaves out, with its own retry.
 */
const summaryParts = ['personal', 'rank', 'balances', 'accounts', 'wallet'] as const;
type SummaryPart = (typeof summaryParts)[number];

function SummaryFailures({ reads }: { reads: Record<SummaryPart, UseQueryResult<unknown>> }) {
  const { t } = useTranslation('accountOverview');
  const failed = summaryParts.filter((part) => reads[part].isError);
  if (failed.length === 0) return null;
  return (
    <ul className={styles.failures}>
      {failed.map((part) => (
        <li key={part}>
          <p className={styles.failedPart}>{t(`overview.unavailable.${part}`)}</p>
          <LoadFailure error={reads[part].error} onRetry={() => void reads[part].refetch()} />
        </li>
      ))}
    </ul>
  );
}

/** ROLE-10: the rank read failing leaves the tier unknown in the card; the failure shows under it. */
function memberOf(rank: UseQueryResult<{ tier: number | undefined }>): AccountMember {
  if (!rank.data) return { kind: 'unknown' };
  return rank.data.tier === undefined ? { kind: 'notMember' } : { kind: 'member', tier: rank.data.tier };
}

/** A link styled as a button that prefetches its page on intent. */
function LinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="secondary" size="sm">
      <PrefetchLink to={to}>{children}</PrefetchLink>
    </Button>
  );
}

/**
 * Issue 17 (ACC-02, ACC-03, ACC-40): who the subscriber is, their money, what is left of their allowances,
 * their active packages with the catalogue's cancel, and a postpaid subscriber's bills with the way to pay.
 */
export function Component() {
  const { t } = useTranslation('accountOverview');
  const phone = useSubscriberNumber();
  const { accountOverviewQueries: account, accountQueries, packageQueries } = usePortalQueries();
  const subscriber = useQuery(account.subscriber());
  const plan = subscriber.data?.plan;
  const mobile = isMobilePlan(plan);
  const personal = useQuery(account.personalInfo());
  const rank = useQuery(account.memberRank());
  const balances = useQuery({ ...account.balances(), enabled: mobile });
  const accounts = useQuery({ ...account.balanceAccounts(), enabled: plan === 'prepaid' });
  const wallet = useQuery(account.wallet());
  const bundles = useQuery({ ...account.bundles(), enabled: mobile });
  const highSpeed = useQuery({ ...account.highSpeedData(), enabled: mobile });
  const packages = useQuery({ ...packageQueries.active(), enabled: mobile });
  const bills = useQuery({ ...accountQueries.eInvoices(), enabled: plan === 'postpaid' });
  // The catalogue's own cancel flow and dialogs (lib/packages), not a copy.
  const actions = usePackageActions(() => defaultServiceGroup);
  const allowances = bundles.data && highSpeed.data ? [...highSpeed.data, ...bundles.data] : undefined;
  // The bill-payment feature's page (featureHrefs.billPayment), linked once it answers.
  const billPaymentHref = paths.features.getHref('thanh-toan-dich-vu');
  const billPayment = usePageExists()(billPaymentHref) ? billPaymentHref : null;

  return (
    <section className={pageStyles.page} aria-labelledby="account-title">
      <div>
        <h1 id="account-title" className={pageStyles.title}>
          {t('overview.title')}
        </h1>
        <p>{t('overview.lead')}</p>
      </div>
      <div className={styles.blocks}>
        {orFailure(
          subscriber,
          <AccountSummaryCard
            state={subscriber.isPending ? 'loading' : 'ready'}
            phone={phone}
            name={personal.data?.fullName}
            customerId={personal.data?.customerId}
            plan={plan}
            member={memberOf(rank)}
            balances={balances.data}
            accounts={accounts.data}
            wallet={wallet.data}
          />,
        )}
        {subscriber.isError ? null : (
          <SummaryFailures reads={{ personal, rank, balances, accounts, wallet }} />
        )}
        {mobile
          ? orFailure(bundles.isError ? bundles : highSpeed, <AllowanceList allowances={allowances} />)
          : null}
        {mobile
          ? orFailure(
              packages,
              <ActivePackageList
                packages={packages.data}
                busyCode={actions.busyCode}
                onCancel={(pkg: PackageSummary) => actions.onAction(pkg, 'cancel')}
                footer={<LinkButton to={paths.services.getHref()}>{t('overview.browsePackages')}</LinkButton>}
              />,
            )
          : null}
        {plan === 'postpaid'
          ? orFailure(
              bills,
              <BillSummary
                bills={bills.data}
                actions={
                  <>
                    {billPayment ? <LinkButton to={billPayment}>{t('overview.payBill')}</LinkButton> : null}
                    <LinkButton to={paths.eInvoices.getHref()}>{t('overview.eInvoices')}</LinkButton>
                  </>
                }
              />,
            )
          : null}
      </div>
      <nav aria-label={t('overview.more')}>
        <ul className={styles.links}>
          <li>
            <LinkButton to={paths.personalInfo.getHref()}>{t('overview.personalInfo')}</LinkButton>
          </li>
          <li>
            <LinkButton to={paths.changePassword.getHref()}>{t('overview.changePassword')}</LinkButton>
          </li>
        </ul>
      </nav>
      {actions.dialogs}
    </section>
  );
}
