import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLoadingVisible, LOADING_IDLE, loadingReducer, type LoadingEvent } from './loading';

describe('loading counter', () => {
  it('DOM-21 counts up at each call start and shows while above 0', () => {
    const state = [
      { type: 'callStarted', now: 0 },
      { type: 'callStarted', now: 10 },
    ].reduce<typeof LOADING_IDLE>((s, e) => loadingReducer(s, e as LoadingEvent), LOADING_IDLE);
    expect(state).toEqual({ count: 2, lastStartedAt: 10 });
    expect(isLoadingVisible(state)).toBe(true);
  });

  it('DOM-22 counts down at each call end and never below 0', () => {
    const two = { count: 2, lastStartedAt: 10 };
    expect(loadingReducer(two, { type: 'callEnded' })).toEqual({ count: 1, lastStartedAt: 10 });
    expect(loadingReducer({ count: 1, lastStartedAt: 10 }, { type: 'callEnded' })).toEqual(LOADING_IDLE);
    expect(loadingReducer(LOADING_IDLE, { type: 'callEnded' })).toEqual(LOADING_IDLE);
    expect(isLoadingVisible(LOADING_IDLE)).toBe(false);
  });

  it('DOM-23 CONST-02 is force-reset 30 s after the latest call start', () => {
    const stuck = { count: 3, lastStartedAt: 1000 };
    expect(loadingReducer(stuck, { type: 'tick', now: 30_999 })).toBe(stuck);
    expect(loadingReducer(stuck, { type: 'tick', now: 31_000 })).toEqual(LOADING_IDLE);
    expect(loadingReducer(LOADING_IDLE, { type: 'tick', now: 99_999 })).toBe(LOADING_IDLE);
  });

  it('DOM-21 ... DOM-23 the counter never goes negative and idle always hides (property)', () => {
    const event = fc.oneof(
      fc.record({ type: fc.constant('callStarted' as const), now: fc.nat(100_000) }),
      fc.constant<LoadingEvent>({ type: 'callEnded' }),
      fc.record({ type: fc.constant('tick' as const), now: fc.nat(200_000) }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 50 }), (events) => {
        const state = events.reduce(loadingReducer, LOADING_IDLE);
        expect(state.count).toBeGreaterThanOrEqual(0);
        expect(state.count === 0).toBe(state.lastStartedAt === undefined);
      }),
    );
  });
});
