/** The outcome of a validator: the accepted value, or the i18n message key that explains the refusal. */
export type Result<T, E extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E; readonly params?: Readonly<Record<string, number>> };

/** Wraps an accepted value. */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** Wraps a refusal with its message key (and interpolation values such as `{ n: 6 }`). */
export function fail<E extends string>(
  error: E,
  params?: Readonly<Record<string, number>>,
): { readonly ok: false; readonly error: E; readonly params?: Readonly<Record<string, number>> } {
  return params ? { ok: false, error, params } : { ok: false, error };
}
