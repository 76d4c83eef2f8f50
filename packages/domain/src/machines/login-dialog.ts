/** Login dialog steps (§2.4, §4): 0 phone, 1 code, 2 password, 3 reset code request, 4 reset form. */

/** A step of the sign-in tab. */
export type LoginStep = 0 | 1 | 2 | 3 | 4;

/** The login dialog. */
export type LoginDialogState =
  | { readonly open: false }
  | { readonly open: true; readonly tab: 'signIn' | 'register'; readonly step: LoginStep };

/** Events of the login dialog. */
export type LoginDialogEvent =
  | { readonly type: 'opened'; readonly tab?: 'signIn' | 'register' }
  | { readonly type: 'closed' }
  | { readonly type: 'tabChanged'; readonly tab: 'signIn' | 'register' }
  /** DOM-06: a login code was sent (also a resend from step 1). */
  | { readonly type: 'codeSent' }
  /** DOM-07: the 'sign in by password' link. */
  | { readonly type: 'passwordLinkClicked' }
  /** DOM-08: the 'forgot password' link. */
  | { readonly type: 'forgotPasswordClicked' }
  /** DOM-09, DOM-11: a reset code was sent (or resent). */
  | { readonly type: 'resetCodeSent' }
  /** DOM-10: the password was changed. */
  | { readonly type: 'passwordChanged' }
  /** DOM-13: login and its follow-up calls finished. */
  | { readonly type: 'loggedIn' }
  | { readonly type: 'back' };

/** The closed dialog. */
export const LOGIN_DIALOG_CLOSED: LoginDialogState = { open: false };

const PREVIOUS_STEP: Readonly<Record<LoginStep, LoginStep>> = { 0: 0, 1: 0, 2: 0, 3: 2, 4: 3 };

function moveFrom(state: LoginDialogState, from: readonly LoginStep[], to: LoginStep): LoginDialogState {
  return state.open && state.tab === 'signIn' && from.includes(state.step) ? { ...state, step: to } : state;
}

/** DOM-06 ... DOM-11: the next state of the login dialog; events that do not apply leave it unchanged. */
export function loginDialogReducer(state: LoginDialogState, event: LoginDialogEvent): LoginDialogState {
  switch (event.type) {
    case 'opened':
      return { open: true, tab: event.tab ?? 'signIn', step: 0 };
    case 'closed':
      return LOGIN_DIALOG_CLOSED;
    case 'tabChanged':
      return state.open ? { open: true, tab: event.tab, step: 0 } : state;
    case 'codeSent':
      return moveFrom(state, [0, 1], 1); // DOM-06; a resend stays on 1
    case 'passwordLinkClicked':
      return moveFrom(state, [0], 2); // DOM-07
    case 'forgotPasswordClicked':
      return moveFrom(state, [2], 3); // DOM-08
    case 'resetCodeSent':
      return moveFrom(state, [3, 4], 4); // DOM-09, DOM-11
    case 'passwordChanged':
      return state.open && state.step === 4 ? LOGIN_DIALOG_CLOSED : state; // DOM-10
    case 'loggedIn':
      return state.open && (state.step === 1 || state.step === 2) ? LOGIN_DIALOG_CLOSED : state; // DOM-13
    case 'back':
      return state.open ? { ...state, step: PREVIOUS_STEP[state.step] } : state;
  }
}
