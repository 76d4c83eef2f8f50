/** Notification badge rule (§9). */
import { BADGE_MAX } from './constants';

/** CONST-39: badge text capped at '99+'; no badge (undefined) for zero or less. */
export function formatBadgeCount(count: number): string | undefined {
  if (!(count > 0)) return undefined;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}
