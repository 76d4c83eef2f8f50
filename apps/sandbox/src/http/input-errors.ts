/**
 * Malformed input the schemas let through must still end as a 400, never a 500 (issue 23): text that
 * the database cannot hold (a NUL byte) is refused before any handler runs, and a database "data
 * exception" (SQLSTATE class 22: not a number, out of range, a negative LIMIT ...) raised by a value
 * from the request is the caller's mistake, not the server's.
 */

/** The first path in a request value whose text holds a NUL byte, if any. */
export function nulBytePath(value: unknown, path = '(body)'): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulBytePath(item, path === '(body)' ? key : `${path}.${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Whether a thrown error is the database refusing a value (SQLSTATE class 22, data exception). */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
