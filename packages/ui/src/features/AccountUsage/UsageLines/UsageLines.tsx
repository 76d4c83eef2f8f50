import { formatBytes, formatDuration, formatPrice, usageTotals, type UsageRecord } from '@selfcare/domain';
import { DownloadIcon } from '@radix-ui/react-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import * as tableStyles from '../../../components/private/table.css';
import { ScrollFrame } from '../../../components/private/ScrollFrame';
import * as styles from './UsageLines.css';

export interface UsageLinesProps {
  /** The lines of the range and type, newest first. */
  records: readonly UsageRecord[];
  /** Saves the lines shown by the filter as a CSV file. */
  onExport: () => void;
  exportLabel: string;
  /** Lines shown at first and added by each 'show more'. */
  pageSize?: number;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function formatTime(startedAt: string | undefined, locale: string): string {
  if (!startedAt) return '';
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    timeFormats.set(locale, format);
  }
  const instant = new Date(startedAt);
  return Number.isNaN(instant.getTime()) ? '' : format.format(instant);
}

/**
 * Issue 17, ENT-42: the usage lines as a table with a caption and column headers (a screen reader reads
 * each cell with its column), their totals, more lines on demand, and the CSV export.
 */
export function UsageLines({ records, onExport, exportLabel, pageSize = 50 }: UsageLinesProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.language;
  const [shown, setShown] = useState(pageSize);
  const captionId = useId();
  if (records.length === 0)
    return (
      <EmptyState
        title={t('accountUsage.lines.emptyTitle')}
        description={t('accountUsage.lines.emptyLead')}
        headingLevel={2}
      />
    );
  const totals = usageTotals(records);
  const visible = records.slice(0, shown);
  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <p className={styles.totals}>
          {t('accountUsage.lines.totals', {
            calls: totals.calls,
            duration: formatDuration(totals.callSeconds),
            messages: totals.messages,
            data: formatBytes(totals.dataBytes, locale),
            charge: formatPrice(totals.charge, locale),
          })}
        </p>
        <Button variant="secondary" size="sm" onClick={onExport}>
          <DownloadIcon aria-hidden />
          {exportLabel}
        </Button>
      </div>
      <ScrollFrame labelledBy={captionId}>
        <table className={tableStyles.table}>
          <caption id={captionId} className={tableStyles.caption}>
            {t('accountUsage.lines.caption', { count: records.length })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('accountUsage.columns.time')}</th>
              <th scope="col">{t('accountUsage.columns.kind')}</th>
              <th scope="col">{t('accountUsage.columns.counterpart')}</th>
              <th scope="col">{t('accountUsage.columns.detail')}</th>
              <th scope="col">{t('accountUsage.columns.duration')}</th>
              <th scope="col">{t('accountUsage.columns.volume')}</th>
              <th scope="col">{t('accountUsage.columns.charge')}</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((record, index) => (
              <tr key={`${record.startedAt ?? ''}-${index}`}>
                <td>{formatTime(record.startedAt, locale)}</td>
                <td>{t(`accountUsage.kinds.${record.kind}`)}</td>
                <td>{record.counterpart}</td>
                <td>{record.callType}</td>
                <td>{record.kind === 'sms' ? '' : formatDuration(record.durationSeconds)}</td>
                <td>{record.kind === 'data' ? formatBytes(record.bytes, locale) : ''}</td>
                <td>
                  {record.charge === 0 ? t('accountUsage.lines.free') : formatPrice(record.charge, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollFrame>
      {shown < records.length ? (
        <div className={styles.more}>
          <span aria-live="polite">
            {t('accountUsage.lines.shown', { shown: visible.length, count: records.length })}
          </span>
          <Button variant="secondary" size="sm" onClick={() => setShown(shown + pageSize)}>
            {t('accountUsage.lines.more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
