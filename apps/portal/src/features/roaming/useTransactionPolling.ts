/** Polls one transaction's status while the page names it (ROAM-106 … ROAM-113), stepped by the domain reducer. */
import { useEffect, useEffectEvent } from 'react';
import type { PollingEvent, PollingState } from '@selfcare/domain';
import { runTransactionPolling, timerSchedule, type Schedule } from './polling';

export interface TransactionPollingOptions<R> {
  /** The transaction to poll; a new id restarts the count, undefined stops polling. */
  transactionId: string | undefined;
  intervalMs: number;
  maxAttempts: number;
  check: (transactionId: string) => Promise<PollingEvent<R>>;
  /** Once per transaction, when its polling ends (succeeded, failed or timedOut). */
  onDone: (state: PollingState<R>, transactionId: string) => void;
  schedule?: Schedule;
}

export function useTransactionPolling<R>({
  transactionId,
  intervalMs,
  maxAttempts,
  check,
  onDone,
  schedule = timerSchedule,
}: TransactionPollingOptions<R>): void {
  // The latest callbacks, without restarting the polling when they change identity.
  const checkNow = useEffectEvent(check);
  const finish = useEffectEvent(onDone);
  useEffect(() => {
    if (transactionId === undefined) return undefined;
    return runTransactionPolling<R>({
      intervalMs,
      maxAttempts,
      schedule,
      check: () => checkNow(transactionId),
      onDone: (state) => finish(state, transactionId),
    });
  }, [transactionId, intervalMs, maxAttempts, schedule]);
}
