import {
  filterPointHistory,
  formatNewsDate,
  formatPoints,
  pageOf,
  pointHistorySearch,
  readPointHistoryView,
  type PointHistoryEntry,
  type PointHistoryView,
} from '@selfcare/domain';
import { Dialog, PointHistory, Skeleton } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadFailure } from '../../lib/LoadFailure';
import * as pageStyles from '../../lib/pageStyles.css';
import { usePortalQueries } from '../../lib/services';
import { BackToMember, MemberGate } from './MemberGate';
import * as styles from './loyalty.css';
import { todayInVietnam, type MemberState } from './useMember';

type Member = Extract<MemberState, { status: 'member' }>;

/** LOY-02, LOY-42: the member's earned and spent points (getLichSuDiemNewV2), filtered and paged. */
export function Component() {
  const { t } = useTranslation(['loyalty']);
  return (
    <section className={pageStyles.page} aria-labelledby="point-history-title">
      <h1 id="point-history-title" className={pageStyles.title}>
        {t('history.title')}
      </h1>
      <BackToMember />
      <MemberGate>{(member) => <History member={member} />}</MemberGate>
    </section>
  );
}

function History({ member }: { member: Member }) {
  const { t, i18n } = useTranslation(['loyalty']);
  const { loyaltyQueries } = usePortalQueries();
  const history = useQuery(loyaltyQueries.pointHistory({ token: member.token, msisdn: member.msisdn }));
  // The filter and page live in the address (a reload or a link keeps them); each change is a new
  // history entry, so Back undoes it.
  const [params, setParams] = useSearchParams();
  const view = readPointHistoryView((name) => params.get(name));
  const show = (next: PointHistoryView) => setParams(pointHistorySearch(next));
  const [selected, setSelected] = useState<PointHistoryEntry | undefined>(undefined);
  const shown = pageOf(filterPointHistory(history.data ?? [], view.filter, todayInVietnam()), view.page);
  return (
    <>
      <p>{t('history.balance', { points: formatPoints(member.info.points ?? 0, i18n.language) })}</p>
      <PointHistory
        state={history.isPending ? 'loading' : history.isError ? 'error' : 'ready'}
        entries={shown.items}
        page={shown.page}
        pageCount={shown.pageCount}
        filter={view.filter}
        onFilterChange={(filter) => show({ filter, page: 1 })}
        onPageChange={(page) => show({ ...view, page })}
        onSelect={setSelected}
        onRetry={() => void history.refetch()}
      />
      {selected ? (
        <PointDetail member={member} entry={selected} onClose={() => setSelected(undefined)} />
      ) : null}
    </>
  );
}

/** LOY-42: one line's detail (getChiTietDiemThongTinBoSung). */
function PointDetail({
  member,
  entry,
  onClose,
}: {
  member: Member;
  entry: PointHistoryEntry;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['loyalty', 'errors']);
  const { loyaltyQueries } = usePortalQueries();
  const detail = useQuery(
    loyaltyQueries.pointDetail({ token: member.token, msisdn: member.msisdn, id: entry.id }),
  );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={t('history.detailTitle')}>
      {detail.isPending ? (
        <div role="status" aria-label={t('history.loading')}>
          <Skeleton shape="rect" height="6rem" />
        </div>
      ) : detail.isError ? (
        <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <dl className={styles.details}>
          <dt>{t('history.date')}</dt>
          <dd>{formatNewsDate(detail.data.date, i18n.language)}</dd>
          <dt>{t('history.points')}</dt>
          <dd>{formatPoints(detail.data.points, i18n.language)}</dd>
          <dt>{t('history.channel')}</dt>
          <dd>{detail.data.channel ?? detail.data.description}</dd>
          {detail.data.expiresOn ? (
            <>
              <dt>{t('history.expiresOn')}</dt>
              <dd>{formatNewsDate(detail.data.expiresOn, i18n.language)}</dd>
            </>
          ) : null}
        </dl>
      )}
    </Dialog>
  );
}
