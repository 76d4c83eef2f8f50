/** Runs the transaction status polling (DOM-47 … DOM-49) with the domain reducer; time comes from timers. */
import type { PollingEvent, PollingState } from '@selfcare/domain';
import { pollingReducer, startPolling } from '@selfcare/domain';

export interface PollingOptions<R> {
  intervalMs: number;
  maxAttempts: number;
  /** One status call: a status answer or a failed call (only logged, ROAM-114). */
  check: () => Promise<PollingEvent<R>>;
  /** Called once, with the finished state (succeeded, failed or timedOut). */
  onDone: (state: PollingState<R>) => void;
}

/** Checks at once, then every `intervalMs` until a final state; returns a cancel function. */
export function runTransactionPolling<R>({
  intervalMs,
  maxAttempts,
  check,
  onDone,
}: PollingOptions<R>): () => void {
  let state = startPolling<R>(maxAttempts);
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = async () => {
    const event = await check();
    if (cancelled) return;
    state = pollingReducer(state, event);
    if (state.status === 'polling') timer = setTimeout(() => void step(), intervalMs);
    else onDone(state);
  };
  void step();
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
