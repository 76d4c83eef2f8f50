/** Roaming transaction status polling (§4, §9). */
import { ROAMING_POLLING_DEFAULTS, TransactionStatusCode } from '../constants';

/** The polling of one transaction; `last` is the latest status record, stored for the result page. */
export type PollingState<R> =
  | {
      readonly status: 'polling';
      readonly attempts: number;
      readonly maxAttempts: number;
      readonly last: R | undefined;
    }
  | {
      readonly status: 'succeeded' | 'failed' | 'timedOut';
      readonly attempts: number;
      readonly last: R | undefined;
    };

/** Events of the polling: a status answer (any record with transactionStatus) or a failed call. */
export type PollingEvent<R> =
  | { readonly type: 'statusReceived'; readonly transactionStatus: number | string; readonly record: R }
  | { readonly type: 'callFailed' };

/** DOM-49, CONST-04 (GAP): start polling with the configured maximum (default 180 attempts). */
export function startPolling<R>(maxAttempts: number = ROAMING_POLLING_DEFAULTS.maxAttempts): PollingState<R> {
  return {
    status: 'polling',
    attempts: 0,
    maxAttempts: Math.max(1, Math.floor(maxAttempts)),
    last: undefined,
  };
}

/** CONST-63: how a transactionStatus reads: 2 success, -1 failure, anything else pending. */
export function transactionOutcomeOf(
  transactionStatus: number | string | null | undefined,
): 'success' | 'failure' | 'pending' {
  const code = Number(transactionStatus); // null and '' read as 0: pending
  if (code === TransactionStatusCode.success) return 'success';
  return code === TransactionStatusCode.failure ? 'failure' : 'pending';
}

/**
 * DOM-47 ... DOM-49: 2 → succeeded, -1 → failed, anything else (or a failed call, only logged) keeps polling
 * until the maximum, then timedOut (ROAM-113: the portal shows the processing view).
 */
export function pollingReducer<R>(state: PollingState<R>, event: PollingEvent<R>): PollingState<R> {
  if (state.status !== 'polling') return state;
  const attempts = state.attempts + 1;
  const last = event.type === 'statusReceived' ? event.record : state.last;
  const outcome = event.type === 'statusReceived' ? transactionOutcomeOf(event.transactionStatus) : 'pending';
  if (outcome === 'success') return { status: 'succeeded', attempts, last };
  if (outcome === 'failure') return { status: 'failed', attempts, last };
  if (attempts >= state.maxAttempts) return { status: 'timedOut', attempts, last };
  return { ...state, attempts, last };
}

/** ROAM-117, ROAM-122: the result views of /thanhtoan/roaming/{slug}. */
export type RoamingResultView = 'success' | 'fail' | 'processing';

/** DOM-47, DOM-48: the result view a finished polling leads to (undefined while polling). */
export function resultViewOf<R>(state: PollingState<R>): RoamingResultView | undefined {
  if (state.status === 'succeeded') return 'success';
  if (state.status === 'failed') return 'fail';
  return state.status === 'timedOut' ? 'processing' : undefined;
}

/** ROAM-117: /thanhtoan/roaming/{view}?token=… (the token encoded). */
export function roamingResultPath(view: RoamingResultView, token: string): string {
  return `/thanhtoan/roaming/${view}?token=${encodeURIComponent(token)}`;
}

/** ROAM-120 ... ROAM-122: the view a stored status record shows on the result page. */
export function storedResultView(transactionStatus: number | string | null | undefined): RoamingResultView {
  const outcome = transactionOutcomeOf(transactionStatus);
  return outcome === 'success' ? 'success' : outcome === 'failure' ? 'fail' : 'processing';
}
