/** Progress bar rule (§9). */

/** CONST-54: progress is remaining over total, clamped to 0..1 (0 when the total is not positive). */
export function remainingRatio(remaining: number, total: number): number {
  if (!(total > 0) || !(remaining > 0)) return 0;
  return Math.min(1, remaining / total);
}
