/**
 * The one error model of the caller (ERR-01, ERR-02, API-007, API-008): every failure is one of
 * these kinds, returned in a `Result` (never thrown by `call`).
 */
import type { CallName } from '../contract';

export type ApiError =
  /** fetch failed: offline, DNS, connection refused ... */
  | { readonly kind: 'network'; readonly call: CallName; readonly message: string }
  /** API-003: no answer within the timeout (30 s by default). */
  | {
      readonly kind: 'timeout';
      readonly call: CallName;
      readonly timeoutMs: number;
      readonly message: string;
    }
  /** The caller's own AbortSignal ended the call (e.g. a query was cancelled). */
  | { readonly kind: 'aborted'; readonly call: CallName; readonly message: string }
  /** A non-2xx HTTP status; message is the body's errorMessage when present (ERR-01). */
  | { readonly kind: 'http'; readonly call: CallName; readonly status: number; readonly message: string }
  /** The request or response does not match the contract row; path locates the bad field. */
  | {
      readonly kind: 'contract';
      readonly call: CallName;
      readonly direction: 'request' | 'response';
      readonly path: readonly PropertyKey[];
      readonly message: string;
    }
  /** The service answered with a failure code (error_code, errorCode, ERRORCODE ...). */
  | {
      readonly kind: 'business';
      readonly call: CallName;
      readonly code: string;
      readonly message: string;
      readonly body: unknown;
    }
  /** ERR-02: code 401 (in error_code or errorCode) or HTTP 401. */
  | { readonly kind: 'unauthorized'; readonly call: CallName; readonly message: string }
  /** Missing configuration, e.g. no signing secret for a signed call. */
  | { readonly kind: 'config'; readonly call: CallName; readonly message: string };

export type ApiErrorKind = ApiError['kind'];

export type Result<T, E = ApiError> =
  { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: E };

export function success<T>(data: T): Result<T, never> {
  return { ok: true, data };
}

export function failure<E>(error: E): Result<never, E> {
  return { ok: false, error };
}

/** Thrown by `unwrap` (e.g. inside a TanStack Query queryFn) so the error keeps its typed shape. */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';
  constructor(readonly error: ApiError) {
    super(error.message);
  }
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return value instanceof ApiFailure;
}

/** Turns a Result into its data or a thrown ApiFailure. */
export async function unwrap<T>(result: Result<T> | Promise<Result<T>>): Promise<T> {
  const settled = await result;
  if (settled.ok) return settled.data;
  throw new ApiFailure(settled.error);
}
