import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ROAMING_PAGE_INITIAL,
  roamingPageReducer,
  transactionToPoll,
  type RoamingPageEvent,
  type RoamingPageState,
} from './roaming-page';

const run = (state: RoamingPageState, ...events: RoamingPageEvent[]) =>
  events.reduce(roamingPageReducer, state);
const chosen = run(ROAMING_PAGE_INITIAL, { type: 'packageChosen', packageId: 'p1', isActive: false });

describe('roaming page steps', () => {
  it('DOM-45 a packageDetail in the token response starts at step 1', () => {
    expect(run(ROAMING_PAGE_INITIAL, { type: 'loaded', packageDetailId: 'p9' })).toEqual({
      step: 1,
      packageId: 'p9',
      transactionId: undefined,
    });
    expect(run(chosen, { type: 'loaded', packageDetailId: undefined })).toEqual(ROAMING_PAGE_INITIAL);
  });

  it('ROAM-039 ROAM-038 register moves to step 1 except for the active package', () => {
    expect(chosen).toMatchObject({ step: 1, packageId: 'p1' });
    const active = run(ROAMING_PAGE_INITIAL, { type: 'packageChosen', packageId: 'p1', isActive: true });
    expect(active).toBe(ROAMING_PAGE_INITIAL);
  });

  it('DOM-42 a verified OTP goes to step 1 with the chosen package', () => {
    const waiting = { ...chosen, step: 0 as const };
    expect(run(waiting, { type: 'otpVerified' }).step).toBe(1);
    expect(run(ROAMING_PAGE_INITIAL, { type: 'otpVerified' })).toBe(ROAMING_PAGE_INITIAL);
  });

  it('DOM-46 ROAM-017 a created transaction is kept on step 1 for the QR; DOM-52 the bank app moves to step 2', () => {
    const created = run(chosen, { type: 'transactionCreated', transactionId: 't1' });
    expect(created).toEqual({ step: 1, packageId: 'p1', transactionId: 't1' });
    expect(run(created, { type: 'bankAppOpened' }).step).toBe(2);
    expect(run(chosen, { type: 'bankAppOpened' })).toBe(chosen);
    expect(run(ROAMING_PAGE_INITIAL, { type: 'transactionCreated', transactionId: 't1' })).toBe(
      ROAMING_PAGE_INITIAL,
    );
  });

  it('ROAM-014 back goes from 2 to 1 and from 1 to the list', () => {
    const waiting = run(
      chosen,
      { type: 'transactionCreated', transactionId: 't1' },
      { type: 'bankAppOpened' },
    );
    expect(run(waiting, { type: 'back' }).step).toBe(1);
    expect(run(waiting, { type: 'back' }, { type: 'back' })).toEqual(ROAMING_PAGE_INITIAL);
  });

  it('polls the transaction from the moment its QR shows, with or without a bank app (issue 24)', () => {
    const created = run(chosen, { type: 'transactionCreated', transactionId: 't1' });
    expect(transactionToPoll(created, undefined)).toBeUndefined();
    expect(transactionToPoll(created, 't1')).toBe('t1');
    // A QR of an earlier transaction does not count.
    expect(transactionToPoll(created, 't0')).toBeUndefined();
    const waiting = run(created, { type: 'bankAppOpened' });
    expect(transactionToPoll(waiting, 't1')).toBe('t1');
    expect(transactionToPoll(waiting, undefined)).toBe('t1');
    // Back on the QR keeps polling; back to the list stops it.
    expect(transactionToPoll(run(waiting, { type: 'back' }), 't1')).toBe('t1');
    expect(transactionToPoll(run(waiting, { type: 'back' }, { type: 'back' }), 't1')).toBeUndefined();
  });

  it('DOM-45 DOM-46 DOM-52 no event sequence reaches an undefined state (property)', () => {
    const event: fc.Arbitrary<RoamingPageEvent> = fc.oneof(
      fc.record({ type: fc.constant('loaded' as const), packageDetailId: fc.constantFrom('p1', undefined) }),
      fc.record({
        type: fc.constant('packageChosen' as const),
        packageId: fc.constantFrom('p1', 'p2'),
        isActive: fc.boolean(),
      }),
      fc.record({ type: fc.constant('transactionCreated' as const), transactionId: fc.constant('t1') }),
      fc.constantFrom<RoamingPageEvent>({ type: 'otpVerified' }, { type: 'bankAppOpened' }, { type: 'back' }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const state = events.reduce(roamingPageReducer, ROAMING_PAGE_INITIAL);
        expect([0, 1, 2]).toContain(state.step);
        if (state.step >= 1) expect(state.packageId).toBeDefined();
        if (state.step === 2) expect(state.transactionId).toBeDefined();
        if (state.step === 0) expect(state.transactionId).toBeUndefined();
      }),
    );
  });
});
