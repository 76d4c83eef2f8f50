/** Runs the transaction status polling (DOM-47 … DOM-49) with the domain reducer; time is injected. */
import type { PollingEvent, PollingState } from '@selfcare/domain';
import { pollingReducer, startPolling } from '@selfcare/domain';

/** Runs `run` after `delayMs` and returns a cancel function: timers in the browser, a manual clock in tests. */
export type Schedule = (run: () => void, delayMs: number) => () => void;

export const timerSchedule: Schedule = (run, delayMs) => {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
};

export interface PollingOptions<R> {
  intervalMs: number;
  maxAttempts: number;
  /** One status call: a status answer or a failed call (only logged, ROAM-114). */
  check: () => Promise<PollingEvent<R>>;
  /** Called once, with the finished state (succeeded, failed or timedOut). */
  onDone: (state: PollingState<R>) => void;
  schedule?: Schedule;
}

/** Checks at once, then `intervalMs` after each answer until a final state; returns a cancel function. */
export function runTransactionPolling<R>({
  intervalMs,
  maxAttempts,
  check,
  onDone,
  schedule = timerSchedule,
}: PollingOptions<R>): () => void {
  let state = startPolling<R>(maxAttempts);
  let cancelled = false;
  let cancelNext = () => undefined as void;
  const step = async () => {
    const event = await check();
    if (cancelled) return;
    state = pollingReducer(state, event);
    if (state.status === 'polling') cancelNext = schedule(() => void step(), intervalMs);
    else onDone(state);
  };
  void step();
  return () => {
    cancelled = true;
    cancelNext();
  };
}
