/** Small helpers for reading loose wire values. */

/** Optional text: null, undefined and '' read as undefined. */
export function optional(value: string | number | null | undefined): string | undefined {
  return value === null || value === undefined || value === '' ? undefined : String(value);
}

/** Flags sent as true/false, 1/0, '1'/'0', 'true'/'false' or 'Y'/'N'. */
export function flag(value: boolean | number | string | null | undefined): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return typeof value === 'string' && ['1', 'true', 'y', 'yes'].includes(value.trim().toLowerCase());
}
