import type { DailyUsage, UsageMeasure, UsageRange } from '@selfcare/domain';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDuration } from '@selfcare/domain';
import { formatDay, formatMeasure } from '../private/format';
import { ScrollFrame } from '../../../components/private/ScrollFrame';
import * as styles from './UsageChart.css';
import { useElementWidth } from './useElementWidth';

export interface UsageChartProps {
  /** Every day of the range, oldest first, zeros included (domain dailyUsageTotals). */
  days: readonly DailyUsage[];
  /** The figure drawn (domain usageMeasureOf of the type filter). */
  measure: UsageMeasure;
  range: UsageRange;
}

const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 64 };
/** Room a day label needs on the x axis ('05/11'). */
const LABEL_PX = 44;

/** A short axis figure: compact money and counts, minutes for calls, bytes by CONST-38. */
function axisValue(measure: UsageMeasure, value: number, locale: string): string {
  if (measure === 'dataBytes') return formatBytes(value, locale);
  if (measure === 'callSeconds') return String(Math.round(value / 60));
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/**
 * Issue 17: the totals of each day as bars (visx primitives). The drawing is one image named by a
 * summary (total, peak day); every figure is also in the table under it, which a screen reader can walk.
 * The frame has a fixed height, so measuring the width never moves the page.
 */
export function UsageChart({ days, measure, range }: UsageChartProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.language;
  const titleId = useId();
  const captionId = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const values = days.map((day) => day[measure]);
  const total = values.reduce((sum, value) => sum + value, 0);
  const peakIndex = values.reduce((best, value, index) => (value > (values[best] ?? 0) ? index : best), 0);
  const peakDay = days[peakIndex];
  const measureName = t(`accountUsage.chart.measures.${measure}`);
  const from = formatDay(range.from, locale);
  const to = formatDay(range.to, locale);
  const summary =
    total === 0 || !peakDay
      ? t('accountUsage.chart.empty', { measure: measureName, from, to })
      : t('accountUsage.chart.summary', {
          measure: measureName,
          from,
          to,
          total: formatMeasure(measure, total, locale),
          peak: formatMeasure(measure, peakDay[measure], locale),
          peakDay: formatDay(peakDay.date, locale),
        });

  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({
    domain: days.map((day) => day.date),
    range: [0, innerWidth],
    padding: days.length > 45 ? 0.15 : 0.3,
  });
  const y = scaleLinear<number>({ domain: [0, Math.max(...values, 1)], range: [innerHeight, 0], nice: true });
  const labelEvery = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(innerWidth / LABEL_PX))));
  const tickDays = days.filter((_, index) => index % labelEvery === 0).map((day) => day.date);

  return (
    <figure className={styles.root} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.title}>
        {measureName}
      </figcaption>
      <div ref={ref} className={styles.frame}>
        {width > 0 ? (
          <svg width={width} height={HEIGHT} role="img" aria-label={summary}>
            <Group left={MARGIN.left} top={MARGIN.top}>
              {days.map((day) => {
                const value = day[measure];
                const barHeight = innerHeight - y(value);
                return value > 0 ? (
                  <Bar
                    key={day.date}
                    className={styles.bar}
                    x={x(day.date) ?? 0}
                    y={innerHeight - barHeight}
                    width={Math.max(1, x.bandwidth())}
                    height={barHeight}
                  />
                ) : null;
              })}
              <Group className={styles.axis}>
                <AxisLeft
                  scale={y}
                  numTicks={4}
                  tickFormat={(value) => axisValue(measure, Number(value), locale)}
                />
                <AxisBottom
                  top={innerHeight}
                  scale={x}
                  tickValues={tickDays}
                  tickFormat={(date) => formatDay(date, locale).slice(0, 5)}
                />
              </Group>
            </Group>
          </svg>
        ) : null}
        {total === 0 ? (
          <p className={styles.empty} aria-hidden="true">
            {t('accountUsage.chart.empty', { measure: measureName, from, to })}
          </p>
        ) : null}
      </div>
      <details className={styles.details}>
        <summary>{t('accountUsage.chart.tableToggle')}</summary>
        <ScrollFrame labelledBy={captionId} className={styles.tableWrap}>
          <table className={styles.table}>
            <caption id={captionId}>{t('accountUsage.chart.tableCaption', { from, to })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('accountUsage.columns.day')}</th>
                <th scope="col">{t('accountUsage.columns.calls')}</th>
                <th scope="col">{t('accountUsage.columns.duration')}</th>
                <th scope="col">{t('accountUsage.columns.messages')}</th>
                <th scope="col">{t('accountUsage.columns.volume')}</th>
                <th scope="col">{t('accountUsage.columns.charge')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatDay(day.date, locale)}</th>
                  <td>{day.calls}</td>
                  <td>{formatDuration(day.callSeconds)}</td>
                  <td>{day.messages}</td>
                  <td>{formatBytes(day.dataBytes, locale)}</td>
                  <td>{formatMeasure('charge', day.charge, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollFrame>
      </details>
    </figure>
  );
}
