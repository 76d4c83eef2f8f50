/** Session state machine (§2.1, §4): signed out → signed in → signed out, or expired on 401. */

/** How the subscriber signed in. */
export type SignInMethod = 'otp' | 'password' | 'mobileNetwork';

/** DOM-01 ... DOM-05: the session. */
export type SessionState =
  | { readonly status: 'signedOut' }
  | {
      readonly status: 'signedIn';
      readonly msisdn: string;
      readonly method: SignInMethod;
      readonly offNet: boolean;
    }
  | { readonly status: 'expired'; readonly msisdn: string };

/** Events of the session. */
export type SessionEvent =
  /** DOM-01, DOM-12: login answered error_code 0. */
  | {
      readonly type: 'loggedIn';
      readonly msisdn: string;
      readonly method: 'otp' | 'password';
      readonly offNet: boolean;
    }
  /** DOM-31: the login-3G code was decrypted; only a result with mobile and session signs in. */
  | {
      readonly type: 'mobileNetworkDecrypted';
      readonly msisdn?: string | undefined;
      readonly session?: string | undefined;
    }
  /** DOM-02: the user signed out. */
  | { readonly type: 'signedOut' }
  /** DOM-04: any response code (error_code or errorCode); 401 while signed in expires the session. */
  | { readonly type: 'responseCode'; readonly code: string | number | null | undefined }
  /** DOM-05: the force-login event clears the session. */
  | { readonly type: 'forceLogin' };

/** The state before anyone signs in. */
export const SIGNED_OUT: SessionState = { status: 'signedOut' };

/** ERR-02: 401 in error_code or errorCode, as text or number. */
export function isUnauthorizedCode(code: string | number | null | undefined): boolean {
  return code != null && String(code).trim() === '401';
}

/** DOM-01 ... DOM-05: the next session state. */
export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'loggedIn':
      return { status: 'signedIn', msisdn: event.msisdn, method: event.method, offNet: event.offNet };
    case 'mobileNetworkDecrypted':
      return event.msisdn && event.session
        ? { status: 'signedIn', msisdn: event.msisdn, method: 'mobileNetwork', offNet: false }
        : state;
    case 'signedOut':
    case 'forceLogin':
      return SIGNED_OUT;
    case 'responseCode':
      return state.status === 'signedIn' && isUnauthorizedCode(event.code)
        ? { status: 'expired', msisdn: state.msisdn }
        : state;
  }
}

/** DOM-03: after sign out the app returns home only from /tinh-nang, /ekyc or the loyalty route. */
export function returnsHomeAfterSignOut(path: string): boolean {
  return ['/tinh-nang', '/ekyc', '/vinaphone-plus'].some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`),
  );
}

/** AUTH-12, DOM-14: whether a path is on the loyalty route. */
export function isLoyaltyPath(path: string): boolean {
  return path === '/vinaphone-plus' || /^\/vinaphone-plus[/?#]/.test(path);
}

/** CONST-44: the excluded payment paths setting ('/thanhtoan/roaming, /goicuoc') as a list. */
export function parsePathList(setting: string): string[] {
  return setting
    .split(',')
    .map((path) => path.trim().replace(/^'|'$/g, '').trim())
    .filter((path) => path !== '');
}

/** DOM-32: once authorized, user info is fetched unless the path starts with an excluded payment path. */
export function shouldFetchUserInfo(
  authorized: boolean,
  path: string,
  excludedPaths: readonly string[],
): boolean {
  return authorized && !excludedPaths.some((excluded) => path.startsWith(excluded));
}

/** DOM-13: the calls that follow a successful login, in order, before the dialog closes. */
export const LOGIN_FOLLOW_UP_CALLS = [
  'getTokenHoiVien',
  'getLayThongTinChungMobileV2',
  'catalogDiscounts',
] as const;

/** ERR-19: the member-info error code of a subscriber who is not a loyalty member. */
export const NOT_A_MEMBER_CODE = 'ERR-COD-90001';

/**
 * Issue 47 (UNSPEC): a member token (TokenHoiVien) that has expired. The client fetches a new one
 * (getTokenHoiVien) and sends the call again, once; the subscriber sees nothing of it.
 */
export const MEMBER_TOKEN_EXPIRED_CODE = 'ERR-COD-TOKEN-EXPIRED';

/** What the loyalty side does after login, from the member-info answer. */
export type MemberOutcome =
  | { readonly authorized: false; readonly useDefaultPromoMenu: true; readonly showLoginDialog: boolean }
  | { readonly authorized: true; readonly setAddEmailFlag: true };

/** DOM-14, DOM-15, ROLE-10: ERR-COD-90001 → not a member (login dialog again on a loyalty page); otherwise a member. */
export function memberOutcome(memberErrorCode: string | null | undefined, path: string): MemberOutcome {
  return memberErrorCode === NOT_A_MEMBER_CODE
    ? { authorized: false, useDefaultPromoMenu: true, showLoginDialog: isLoyaltyPath(path) }
    : { authorized: true, setAddEmailFlag: true };
}
