import { useTranslation } from 'react-i18next';
import type { Tone } from '../../themes/tokens';
import { formatBadgeCount } from '@selfcare/domain';
import * as styles from './Badge.css';

export const badgeTones = [
  'brand',
  'critical',
  'positive',
  'caution',
  'info',
  'neutral',
] as const satisfies readonly Tone[];

export type BadgeProps = { tone?: Tone } & (
  | { /** A notification count; shows 99+ above 99 and nothing for 0. */ count: number; children?: never }
  | { count?: never; /** A short status label such as 'Đang dùng'. */ children: string }
);

export function Badge({ tone, count, children }: BadgeProps) {
  const { t } = useTranslation('ui');
  if (count === undefined) {
    return <span className={styles.badge({ tone, label: true })}>{children}</span>;
  }
  // CONST-39: 99+ at most; nothing at all for zero.
  const text = formatBadgeCount(count);
  if (text === undefined) return null;
  return (
    <span className={styles.badge({ tone })} aria-label={t('badge.count', { count: text })} role="img">
      {text}
    </span>
  );
}
