import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pollingReducer,
  resultViewOf,
  roamingResultPath,
  startPolling,
  storedResultView,
  transactionOutcomeOf,
  type PollingEvent,
  type PollingState,
} from './transaction-polling';

type Rec = { readonly transactionStatus: number | string };
const status = (transactionStatus: number | string): PollingEvent<Rec> => ({
  type: 'statusReceived',
  transactionStatus,
  record: { transactionStatus },
});

describe('transaction polling', () => {
  it('DOM-47 CONST-63 status 2 succeeds, keeps the record and leads to the success route', () => {
    const done = pollingReducer(startPolling<Rec>(5), status(2));
    expect(done).toEqual({ status: 'succeeded', attempts: 1, last: { transactionStatus: 2 } });
    expect(resultViewOf(done)).toBe('success');
    expect(roamingResultPath('success', 'a b')).toBe('/thanhtoan/roaming/success?token=a%20b');
  });

  it('DOM-48 status -1 fails and leads to the failure route', () => {
    const done = pollingReducer(startPolling<Rec>(5), status('-1'));
    expect(done.status).toBe('failed');
    expect(resultViewOf(done)).toBe('fail');
  });

  it('DOM-49 CONST-04 other statuses keep polling until the maximum, then time out (processing view)', () => {
    let state: PollingState<Rec> = startPolling<Rec>(3);
    state = pollingReducer(state, status(1));
    state = pollingReducer(state, { type: 'callFailed' });
    expect(state).toMatchObject({ status: 'polling', attempts: 2, last: { transactionStatus: 1 } });
    expect(resultViewOf(state)).toBeUndefined();
    state = pollingReducer(state, status(0));
    expect(state.status).toBe('timedOut');
    expect(resultViewOf(state)).toBe('processing');
    expect(pollingReducer(state, status(2))).toBe(state);
  });

  it('DOM-49 defaults to 180 attempts and never fewer than 1', () => {
    expect(startPolling()).toMatchObject({ maxAttempts: 180 });
    expect(startPolling(0)).toMatchObject({ maxAttempts: 1 });
  });

  it('ROAM-120 ROAM-122 the result page view follows the stored status', () => {
    expect(storedResultView(2)).toBe('success');
    expect(storedResultView(-1)).toBe('fail');
    expect(storedResultView('')).toBe('processing');
    expect(transactionOutcomeOf(null)).toBe('pending');
  });

  it('DOM-47 ... DOM-49 no event sequence reaches an undefined state or polls past the maximum (property)', () => {
    const event = fc.oneof(
      fc.constantFrom(2, -1, 0, 1, '2', 'x').map(status),
      fc.constant<PollingEvent<Rec>>({ type: 'callFailed' }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.array(event, { maxLength: 30 }), (max, events) => {
        const state = events.reduce(pollingReducer, startPolling<Rec>(max));
        expect(['polling', 'succeeded', 'failed', 'timedOut']).toContain(state.status);
        expect(state.attempts).toBeLessThanOrEqual(max);
        if (state.status === 'polling') expect(state.attempts).toBeLessThan(max);
      }),
    );
  });
});
