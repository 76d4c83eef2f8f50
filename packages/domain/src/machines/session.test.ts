import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isLoyaltyPath,
  isUnauthorizedCode,
  LOGIN_FOLLOW_UP_CALLS,
  memberOutcome,
  parsePathList,
  returnsHomeAfterSignOut,
  sessionReducer,
  shouldFetchUserInfo,
  SIGNED_OUT,
  type SessionEvent,
  type SessionState,
} from './session';

const signedIn: SessionState = { status: 'signedIn', msisdn: '84912345678', method: 'otp', offNet: false };

describe('session', () => {
  it('DOM-01 DOM-12 signs in after a successful login, keeping number and off_net', () => {
    const next = sessionReducer(SIGNED_OUT, {
      type: 'loggedIn',
      msisdn: '84912345678',
      method: 'password',
      offNet: true,
    });
    expect(next).toEqual({ status: 'signedIn', msisdn: '84912345678', method: 'password', offNet: true });
  });

  it('DOM-31 signs in after a 3G decrypt only when mobile and session are present', () => {
    expect(
      sessionReducer(SIGNED_OUT, { type: 'mobileNetworkDecrypted', msisdn: '84912345678', session: 's' }),
    ).toEqual({
      status: 'signedIn',
      msisdn: '84912345678',
      method: 'mobileNetwork',
      offNet: false,
    });
    expect(sessionReducer(SIGNED_OUT, { type: 'mobileNetworkDecrypted', msisdn: '84912345678' })).toBe(
      SIGNED_OUT,
    );
  });

  it('DOM-02 sign out returns to signed out', () => {
    expect(sessionReducer(signedIn, { type: 'signedOut' })).toEqual(SIGNED_OUT);
  });

  it('DOM-04 ERR-02 a 401 in either code field while signed in expires the session', () => {
    expect(sessionReducer(signedIn, { type: 'responseCode', code: 401 })).toEqual({
      status: 'expired',
      msisdn: '84912345678',
    });
    expect(sessionReducer(signedIn, { type: 'responseCode', code: '401' }).status).toBe('expired');
    expect(sessionReducer(signedIn, { type: 'responseCode', code: '0' })).toBe(signedIn);
    expect(sessionReducer(SIGNED_OUT, { type: 'responseCode', code: '401' })).toBe(SIGNED_OUT);
    expect(isUnauthorizedCode(undefined)).toBe(false);
  });

  it('DOM-05 the force-login event clears the session', () => {
    const expired = sessionReducer(signedIn, { type: 'responseCode', code: 401 });
    expect(sessionReducer(expired, { type: 'forceLogin' })).toEqual(SIGNED_OUT);
  });

  it('DOM-01 ... DOM-05 no event sequence reaches an undefined state (property)', () => {
    const event = fc.oneof(
      fc.record({
        type: fc.constant('loggedIn' as const),
        msisdn: fc.constant('84912345678'),
        method: fc.constantFrom('otp' as const, 'password' as const),
        offNet: fc.boolean(),
      }),
      fc.record({
        type: fc.constant('mobileNetworkDecrypted' as const),
        msisdn: fc.option(fc.constant('84912345678'), { nil: undefined }),
        session: fc.option(fc.constant('s'), { nil: undefined }),
      }),
      fc.constantFrom<SessionEvent>({ type: 'signedOut' }, { type: 'forceLogin' }),
      fc.record({
        type: fc.constant('responseCode' as const),
        code: fc.constantFrom('0', '401', 401, undefined),
      }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const state = events.reduce<SessionState>(sessionReducer, SIGNED_OUT);
        expect(['signedOut', 'signedIn', 'expired']).toContain(state.status);
        if (state.status !== 'signedOut') expect(state.msisdn).toBe('84912345678');
      }),
    );
  });
});

describe('session rules', () => {
  it('DOM-03 goes home after sign out only from /tinh-nang, /ekyc or the loyalty route', () => {
    expect(returnsHomeAfterSignOut('/tinh-nang/gui-yeu-cau')).toBe(true);
    expect(returnsHomeAfterSignOut('/ekyc')).toBe(true);
    expect(returnsHomeAfterSignOut('/vinaphone-plus?tab=1')).toBe(true);
    expect(returnsHomeAfterSignOut('/dich-vu')).toBe(false);
    expect(returnsHomeAfterSignOut('/tinh-nangx')).toBe(false);
  });

  it('DOM-32 CONST-44 fetches user info once authorized, except on the excluded payment paths', () => {
    const excluded = parsePathList("'/thanhtoan/roaming, /goicuoc'");
    expect(excluded).toEqual(['/thanhtoan/roaming', '/goicuoc']);
    expect(shouldFetchUserInfo(true, '/dich-vu', excluded)).toBe(true);
    expect(shouldFetchUserInfo(true, '/thanhtoan/roaming/success', excluded)).toBe(false);
    expect(shouldFetchUserInfo(false, '/dich-vu', excluded)).toBe(false);
  });

  it('DOM-13 follows login with member tokens, member info, then promotion categories', () => {
    expect(LOGIN_FOLLOW_UP_CALLS).toEqual([
      'getTokenHoiVien',
      'getLayThongTinChungMobileV2',
      'catalogDiscounts',
    ]);
  });

  it('DOM-14 ERR-COD-90001 is not a member: default promo menu, login dialog again on a loyalty page', () => {
    expect(memberOutcome('ERR-COD-90001', '/vinaphone-plus/offer')).toEqual({
      authorized: false,
      useDefaultPromoMenu: true,
      showLoginDialog: true,
    });
    expect(memberOutcome('ERR-COD-90001', '/dich-vu')).toMatchObject({ showLoginDialog: false });
    expect(isLoyaltyPath('/vinaphone-plus')).toBe(true);
  });

  it('DOM-15 otherwise the member is authorized and the add-email flag set', () => {
    expect(memberOutcome(undefined, '/')).toEqual({ authorized: true, setAddEmailFlag: true });
  });
});
