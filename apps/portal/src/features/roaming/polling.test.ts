import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PollingEvent, PollingState } from '@selfcare/domain';
import { runTransactionPolling } from './polling';

type Rec = { id: number };
const status = (code: number, id = 1): PollingEvent<Rec> => ({
  type: 'statusReceived',
  transactionStatus: code,
  record: { id },
});

describe('runTransactionPolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ROAM-108 stops on status 2 after polling at the configured interval', async () => {
    const answers = [status(0), status(0), status(2, 7)];
    const check = vi.fn(async () => answers.shift() ?? status(0));
    const onDone = vi.fn<(state: PollingState<Rec>) => void>();
    runTransactionPolling({ intervalMs: 5000, maxAttempts: 10, check, onDone });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 'succeeded', last: { id: 7 } }));
  });

  it('ROAM-109 stops on status -1', async () => {
    const onDone = vi.fn<(state: PollingState<Rec>) => void>();
    runTransactionPolling({ intervalMs: 1000, maxAttempts: 10, check: async () => status(-1), onDone });
    await vi.advanceTimersByTimeAsync(0);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed' }));
  });

  it('ROAM-110 ROAM-113 keeps polling through failed calls until the maximum, then times out', async () => {
    const check = vi.fn(async (): Promise<PollingEvent<Rec>> => ({ type: 'callFailed' }));
    const onDone = vi.fn<(state: PollingState<Rec>) => void>();
    runTransactionPolling({ intervalMs: 1000, maxAttempts: 4, check, onDone });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(4);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 'timedOut', attempts: 4 }));
  });

  it('stops when cancelled (leaving step 2)', async () => {
    const check = vi.fn(async () => status(0));
    const cancel = runTransactionPolling({ intervalMs: 1000, maxAttempts: 10, check, onDone: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
