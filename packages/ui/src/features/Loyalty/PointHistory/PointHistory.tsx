import {
  formatNewsDate,
  formatPoints,
  pointEntryKind,
  POINT_HISTORY_PERIODS,
  type PointHistoryEntry,
  type PointHistoryFilter,
  type PointHistoryKind,
  type PointHistoryPeriod,
} from '@selfcare/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Select } from '../../../components/Select/Select';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import * as styles from './PointHistory.css';

const kinds: readonly PointHistoryKind[] = ['all', 'earned', 'spent'];

export interface PointHistoryProps {
  state: 'loading' | 'error' | 'ready';
  /** The lines of the current page (domain pageOf). */
  entries: readonly PointHistoryEntry[];
  page: number;
  pageCount: number;
  filter: PointHistoryFilter;
  onFilterChange: (filter: PointHistoryFilter) => void;
  onPageChange: (page: number) => void;
  /** Opens the detail of one line (LOY-42). */
  onSelect: (entry: PointHistoryEntry) => void;
  onRetry: () => void;
}

/** LOY-02, LOY-42: earned and spent points, filtered by period and kind, a page at a time. */
export function PointHistory(props: PointHistoryProps) {
  const { t, i18n } = useTranslation('ui');
  const { filter } = props;
  return (
    <section
      className={styles.root}
      aria-label={t('loyalty.history.label')}
      aria-busy={props.state === 'loading'}
    >
      <div className={styles.filters}>
        <Select
          label={t('loyalty.history.period')}
          value={String(filter.months)}
          options={POINT_HISTORY_PERIODS.map((months) => ({
            value: String(months),
            label: t('loyalty.history.periodMonths', { count: months }),
          }))}
          onValueChange={(value) =>
            props.onFilterChange({ ...filter, months: Number(value) as PointHistoryPeriod })
          }
        />
        <Select
          label={t('loyalty.history.kind')}
          value={filter.kind}
          options={kinds.map((kind) => ({ value: kind, label: t(`loyalty.history.kinds.${kind}`) }))}
          onValueChange={(value) => props.onFilterChange({ ...filter, kind: value as PointHistoryKind })}
        />
      </div>
      {props.state === 'loading' ? (
        <div role="status" aria-label={t('loyalty.history.loading')} className={styles.list}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} shape="rect" height="56px" />
          ))}
        </div>
      ) : props.state === 'error' ? (
        <div role="alert" className={styles.error}>
          <p className={styles.errorText}>{t('loyalty.history.error')}</p>
          <Button variant="secondary" size="sm" onClick={props.onRetry}>
            {t('loyalty.history.retry')}
          </Button>
        </div>
      ) : props.entries.length === 0 ? (
        <EmptyState title={t('loyalty.history.emptyTitle')} description={t('loyalty.history.emptyLead')} />
      ) : (
        <ul className={styles.list}>
          {props.entries.map((entry) => {
            const kind = pointEntryKind(entry);
            const amount = t(`loyalty.history.${kind}`, {
              points: formatPoints(Math.abs(entry.points), i18n.language),
            });
            return (
              <li key={entry.id} className={styles.line}>
                <div className={styles.lineText}>
                  <span className={styles.description}>{entry.description}</span>
                  <span className={styles.date}>{formatNewsDate(entry.date, i18n.language)}</span>
                </div>
                <span className={styles.amount[kind]}>{amount}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${t('loyalty.history.details')}: ${entry.description}, ${amount}`}
                  onClick={() => props.onSelect(entry)}
                >
                  {t('loyalty.history.details')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {props.state === 'ready' && props.pageCount > 1 ? (
        <nav className={styles.pager} aria-label={t('loyalty.history.pages')}>
          <Button
            variant="secondary"
            size="sm"
            disabled={props.page <= 1}
            onClick={() => props.onPageChange(props.page - 1)}
          >
            {t('loyalty.history.previous')}
          </Button>
          <span aria-live="polite">
            {t('loyalty.history.pageOf', { page: props.page, count: props.pageCount })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={props.page >= props.pageCount}
            onClick={() => props.onPageChange(props.page + 1)}
          >
            {t('loyalty.history.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
