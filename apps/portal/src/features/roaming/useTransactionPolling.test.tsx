import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PollingEvent, PollingState } from '@selfcare/domain';
import { manualSchedule } from '../../../test/manualSchedule';
import { useTransactionPolling, type TransactionPollingOptions } from './useTransactionPolling';

type Rec = { status: number };
const answer = (status: number): PollingEvent<Rec> => ({
  type: 'statusReceived',
  transactionStatus: status,
  record: { status },
});

function setup(answers: number[], maxAttempts = 10) {
  const clock = manualSchedule();
  const check = vi.fn(async (_id: string) => answer(answers.shift() ?? 0));
  const onDone = vi.fn<(state: PollingState<Rec>, id: string) => void>();
  const options = (transactionId: string | undefined): TransactionPollingOptions<Rec> => ({
    transactionId,
    intervalMs: 10_000,
    maxAttempts,
    // Fresh callbacks on every render, as a component passes them.
    check: (id) => check(id),
    onDone: (state, id) => onDone(state, id),
    schedule: clock.schedule,
  });
  const hook = renderHook((props: { id: string | undefined }) => useTransactionPolling(options(props.id)), {
    initialProps: { id: undefined as string | undefined },
  });
  return { clock, check, onDone, hook, options };
}

describe('useTransactionPolling', () => {
  it('ROAM-110 does nothing without a transaction, then checks at once and after each interval', async () => {
    const { clock, check, onDone, hook } = setup([0, 0, 2]);
    await clock.advance(60_000);
    expect(check).not.toHaveBeenCalled();
    hook.rerender({ id: 'RM1' });
    await clock.advance(0);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenLastCalledWith('RM1');
    await clock.advance(9_999);
    expect(check).toHaveBeenCalledTimes(1);
    await clock.advance(1);
    expect(check).toHaveBeenCalledTimes(2);
    await clock.advance(10_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 'succeeded', attempts: 3 }), 'RM1');
    expect(clock.pending()).toBe(0);
  });

  it('ROAM-113 times out after the maximum count', async () => {
    const { clock, onDone, hook } = setup([], 3);
    hook.rerender({ id: 'RM1' });
    await clock.advance(60_000);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 'timedOut', attempts: 3 }), 'RM1');
  });

  it('stops when the transaction goes away and keeps its count across re-renders', async () => {
    const { clock, check, hook } = setup([]);
    hook.rerender({ id: 'RM1' });
    await clock.advance(10_000);
    expect(check).toHaveBeenCalledTimes(2);
    hook.rerender({ id: 'RM1' }); // new callbacks, same transaction: no restart
    await clock.advance(0);
    expect(check).toHaveBeenCalledTimes(2);
    hook.rerender({ id: undefined });
    await clock.advance(60_000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(clock.pending()).toBe(0);
  });
});
