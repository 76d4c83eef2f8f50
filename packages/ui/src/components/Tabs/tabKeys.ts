/**
 * Where a key moves focus in a horizontal tab list (WAI-ARIA tabs pattern, as Radix's roving focus did):
 * the arrows step and wrap round, Home and Page Up go to the first tab, End and Page Down to the last.
 * Returns an index among the enabled tabs, or undefined when the key does not move.
 */
export function tabIndexAfterKey(key: string, at: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (at + 1) % count;
    case 'ArrowLeft':
      return (at - 1 + count) % count;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
    default:
      return undefined;
  }
}
