import {
  dailyUsageTotals,
  HISTORY_MAX_DAYS,
  isMobilePlan,
  readUsageView,
  shownUsageTab,
  usageCsv,
  usageCsvFileName,
  usageMeasureOf,
  usageSearch,
  usageTabsOf,
  vietnamDateOf,
  type SubscriberType,
  type UsageKindFilter,
  type UsageRange,
  type UsageRecord,
  type UsageView,
} from '@selfcare/domain';
import { Skeleton, Tabs, UsageChart, UsageFilters, UsageHistoryTable, UsageLines } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadFailure } from '../../lib/LoadFailure';
import * as pageStyles from '../../lib/pageStyles.css';
import { saveFile } from '../../lib/saveFile';
import { usePortalQueries } from '../../lib/services';

/** Issue 17 (API-067 … API-070): usage detail with its chart, and the prepaid top-ups or postpaid bills. */
export function Component() {
  const { t } = useTranslation(['accountUsage']);
  const { accountOverviewQueries } = usePortalQueries();
  // ACC-40: the plan (mobile_get_info) picks the usage row and the history tab.
  const subscriber = useQuery(accountOverviewQueries.subscriber());
  const plan = subscriber.data?.plan;
  return (
    <section className={pageStyles.page} aria-labelledby="account-usage-title">
      <div>
        <h1 id="account-usage-title" className={pageStyles.title}>
          {t('title')}
        </h1>
        <p>{t('lead', { days: HISTORY_MAX_DAYS })}</p>
      </div>
      {subscriber.isPending ? (
        <Loading />
      ) : subscriber.isError ? (
        <LoadFailure error={subscriber.error} onRetry={() => void subscriber.refetch()} />
      ) : isMobilePlan(plan) ? (
        <UsageSections plan={plan} />
      ) : (
        <p>{t('notMobile')}</p>
      )}
    </section>
  );
}

function Loading() {
  const { t } = useTranslation(['accountUsage']);
  return (
    <div role="status" aria-label={t('loading')}>
      <Skeleton shape="rect" height="240px" />
    </div>
  );
}

function UsageSections({ plan }: { plan: SubscriberType }) {
  const { t } = useTranslation(['accountUsage']);
  const today = vietnamDateOf(new Date());
  // The tab, type and range live in the address (a reload or a link keeps them); Back undoes a change.
  const [params, setParams] = useSearchParams();
  const view = readUsageView((name) => params.get(name), today);
  const show = (next: UsageView) => setParams(usageSearch(next, today));
  const tab = shownUsageTab(view.tab, plan);
  const content = {
    usage: <UsageDetail plan={plan} view={view} today={today} onView={show} />,
    topups: <TopUps />,
    bills: <Bills />,
  };
  return (
    <Tabs
      label={t('tabs.label')}
      value={tab}
      onValueChange={(value) => show({ ...view, tab: value as UsageView['tab'] })}
      items={usageTabsOf(plan).map((value) => ({
        value,
        label: t(`tabs.${value}`),
        content: content[value],
      }))}
    />
  );
}

interface UsageDetailProps {
  plan: SubscriberType;
  view: UsageView;
  today: string;
  onView: (view: UsageView) => void;
}

function UsageDetail({ plan, view, today, onView }: UsageDetailProps) {
  const { t } = useTranslation(['accountUsage']);
  const { usageQueries } = usePortalQueries();
  const usage = useQuery(usageQueries.detail(plan, view.range, view.kind));
  const exportCsv = useCsvExport(view.range, view.kind);
  return (
    <div className={pageStyles.page}>
      <UsageFilters
        // A new address resets the form to what it shows.
        key={`${view.kind}:${view.range.from}:${view.range.to}`}
        kind={view.kind}
        range={view.range}
        today={today}
        onApply={(kind, range) => onView({ ...view, kind, range })}
      />
      {usage.isPending ? (
        <Loading />
      ) : usage.isError ? (
        <LoadFailure error={usage.error} onRetry={() => void usage.refetch()} />
      ) : (
        <>
          <UsageChart
            days={dailyUsageTotals(usage.data, view.range)}
            measure={usageMeasureOf(view.kind)}
            range={view.range}
          />
          <UsageLines records={usage.data} exportLabel={t('export')} onExport={() => exportCsv(usage.data)} />
        </>
      )}
    </div>
  );
}

/** The lines shown, as a CSV file in the reader's language (domain usageCsv: BOM, quoting). */
function useCsvExport(range: UsageRange, kind: UsageKindFilter) {
  const { t, i18n } = useTranslation(['accountUsage']);
  return (records: readonly UsageRecord[]) => {
    const csv = usageCsv(
      records,
      {
        headers: {
          time: t('csv.time'),
          kind: t('csv.kind'),
          counterpart: t('csv.counterpart'),
          callType: t('csv.callType'),
          duration: t('csv.duration'),
          volume: t('csv.volume'),
          charge: t('csv.charge'),
        },
        kindName: (lineKind) => t(`csv.kinds.${lineKind}`),
      },
      i18n.language,
    );
    saveFile(new TextEncoder().encode(csv), usageCsvFileName(range, kind), 'text/csv;charset=utf-8');
  };
}

function TopUps() {
  const { usageQueries } = usePortalQueries();
  const topUps = useQuery(usageQueries.topUps());
  if (topUps.isPending) return <Loading />;
  if (topUps.isError) return <LoadFailure error={topUps.error} onRetry={() => void topUps.refetch()} />;
  return <UsageHistoryTable kind="topups" topUps={topUps.data} />;
}

function Bills() {
  const { usageQueries } = usePortalQueries();
  const bills = useQuery(usageQueries.bills());
  if (bills.isPending) return <Loading />;
  if (bills.isError) return <LoadFailure error={bills.error} onRetry={() => void bills.refetch()} />;
  return <UsageHistoryTable kind="bills" bills={bills.data} />;
}
