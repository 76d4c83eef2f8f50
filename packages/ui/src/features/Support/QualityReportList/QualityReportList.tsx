import { useTranslation } from 'react-i18next';
import { formatGeoPosition, formatSupportTime, nameIn, type QualityReport } from '@selfcare/domain';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { srOnly } from '../../../components/private/srOnly.css';
import * as cardStyles from '../SentRequestList/SentRequestList.css';
import * as styles from './QualityReportList.css';

export interface QualityReportListProps {
  /** The newest reports first; undefined while loading. */
  reports: readonly QualityReport[] | undefined;
  /** The visitor votes for a report ("me too"); a guest is asked to sign in by the owner. */
  onVote: (report: QualityReport) => void;
  /** The report whose vote is being sent. */
  votingId?: string | undefined;
}

/**
 * ACC-73, API-099, API-102: each report with its category, place, time, text and votes; a report the
 * subscriber filed or voted for says so instead of offering the vote (one vote each).
 */
export function QualityReportList({ reports, onVote, votingId }: QualityReportListProps) {
  const { t, i18n } = useTranslation('ui');
  if (reports === undefined)
    return (
      <div aria-busy="true">
        <p className={srOnly}>{t('support.quality.loading')}</p>
        <Skeleton height="9rem" />
      </div>
    );
  if (reports.length === 0)
    return (
      <EmptyState
        title={t('support.quality.emptyTitle')}
        description={t('support.quality.emptyDescription')}
        headingLevel={3}
      />
    );
  return (
    <ul className={cardStyles.list} aria-label={t('support.quality.listTitle')}>
      {reports.map((report) => {
        const category = nameIn(report.categoryName, i18n.language);
        const place =
          report.address ??
          (report.position === undefined
            ? undefined
            : t('support.quality.position', { position: formatGeoPosition(report.position) }));
        return (
          <li key={report.id} className={cardStyles.card}>
            <div className={cardStyles.header}>
              <h3 className={cardStyles.title}>{category}</h3>
              {report.mine ? <Badge tone="info">{t('support.quality.mine')}</Badge> : null}
            </div>
            <p className={cardStyles.meta}>
              {t('support.quality.reportedAt', { date: formatSupportTime(report.reportedAt, i18n.language) })}
              {place !== undefined ? ` · ${place}` : null}
            </p>
            <p className={cardStyles.text}>{report.description}</p>
            <div className={styles.votes}>
              <span>{t('support.quality.votes', { count: report.votes })}</span>
              {report.votedByMe ? (
                <Badge tone="positive">{t('support.quality.voted')}</Badge>
              ) : (
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={t('support.quality.voteLabel', { category })}
                  loading={votingId === report.id}
                  onClick={() => onVote(report)}
                >
                  {t('support.quality.vote')}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
