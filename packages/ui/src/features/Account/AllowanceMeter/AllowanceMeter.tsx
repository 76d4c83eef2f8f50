import {
  allowanceMeter,
  allowancePercent,
  formatAllowanceAmount,
  formatCalendarDay,
  type Allowance,
} from '@selfcare/domain';
import { useTranslation } from 'react-i18next';
import * as styles from './AllowanceMeter.css';

export interface AllowanceMeterProps {
  allowance: Allowance;
}

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * ACC-03: what is left of one allowance as a ring against its total (CONST-54), with the same amounts and
 * the expiry in words beside it. The ring is a `meter` (its value the percent, its text the amounts), so
 * a screen reader hears what the picture shows; an unlimited allowance has no share and is no meter.
 */
export function AllowanceMeter({ allowance }: AllowanceMeterProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.language;
  const meter = allowanceMeter(allowance);
  const percent = allowancePercent(meter);
  const amount = (value: number) => formatAllowanceAmount(allowance.kind, value, locale);
  const remaining = amount(allowance.remaining);
  const left =
    allowance.total === undefined
      ? t(`account.allowances.unlimited.${allowance.kind}`, { remaining })
      : t(`account.allowances.left.${allowance.kind}`, { remaining, total: amount(allowance.total) });
  const name = allowance.highSpeed ? t('account.allowances.highSpeed') : allowance.name;
  const kind = t(`account.allowances.kinds.${allowance.kind}`);
  const expires = formatCalendarDay(allowance.expiresOn, locale);
  const drawn = meter.kind === 'limited' ? meter.ratio : 1;

  const ring = (
    <svg className={styles.ring} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle className={styles.track} cx="32" cy="32" r={RADIUS} />
      {drawn > 0 ? (
        <circle
          className={meter.kind === 'unlimited' ? styles.unlimitedFill : styles.fill}
          cx="32"
          cy="32"
          r={RADIUS}
          strokeDasharray={`${drawn * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
        />
      ) : null}
      {percent === undefined ? null : (
        <text className={styles.percent} x="32" y="37" textAnchor="middle">
          {`${percent}%`}
        </text>
      )}
    </svg>
  );

  return (
    <div className={styles.meter}>
      {percent === undefined ? (
        ring
      ) : (
        <div
          role="meter"
          aria-label={`${name} (${kind})`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${left}, ${t('account.allowances.percent', { percent })}`}
        >
          {ring}
        </div>
      )}
      <div className={styles.text}>
        <p className={styles.name}>
          {name} · {kind}
        </p>
        <p className={styles.left}>{left}</p>
        {expires ? (
          <p className={styles.detail}>{t('account.allowances.expires', { date: expires })}</p>
        ) : null}
      </div>
    </div>
  );
}
