import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOGIN_DIALOG_CLOSED,
  loginDialogReducer,
  type LoginDialogEvent,
  type LoginDialogState,
} from './login-dialog';

const at = (step: 0 | 1 | 2 | 3 | 4): LoginDialogState => ({ open: true, tab: 'signIn', step });
const run = (state: LoginDialogState, ...events: LoginDialogEvent[]) =>
  events.reduce(loginDialogReducer, state);

describe('login dialog', () => {
  it('DOM-06 step 0 → 1 after a code is requested; a resend stays on 1', () => {
    expect(run(at(0), { type: 'codeSent' })).toEqual(at(1));
    expect(run(at(1), { type: 'codeSent' })).toEqual(at(1));
  });

  it('DOM-07 step 0 → 2 via the password link', () => {
    expect(run(at(0), { type: 'passwordLinkClicked' })).toEqual(at(2));
    expect(run(at(1), { type: 'passwordLinkClicked' })).toEqual(at(1));
  });

  it('DOM-08 step 2 → 3 via forgot password', () => {
    expect(run(at(2), { type: 'forgotPasswordClicked' })).toEqual(at(3));
  });

  it('DOM-09 step 3 → 4 after a reset code is sent', () => {
    expect(run(at(3), { type: 'resetCodeSent' })).toEqual(at(4));
  });

  it('DOM-11 a resend in the forgot flow shows step 4', () => {
    expect(run(at(4), { type: 'resetCodeSent' })).toEqual(at(4));
  });

  it('DOM-10 a successful password change closes the dialog', () => {
    expect(run(at(4), { type: 'passwordChanged' })).toEqual(LOGIN_DIALOG_CLOSED);
    expect(run(at(2), { type: 'passwordChanged' })).toEqual(at(2));
  });

  it('DOM-13 a finished login closes the dialog from steps 1 and 2', () => {
    expect(run(at(1), { type: 'loggedIn' })).toEqual(LOGIN_DIALOG_CLOSED);
    expect(run(at(2), { type: 'loggedIn' })).toEqual(LOGIN_DIALOG_CLOSED);
    expect(run(at(0), { type: 'loggedIn' })).toEqual(at(0));
  });

  it('AUTH-01 opens on a tab, switching tabs restarts at step 0, back walks the steps', () => {
    expect(run(LOGIN_DIALOG_CLOSED, { type: 'opened', tab: 'register' })).toEqual({
      open: true,
      tab: 'register',
      step: 0,
    });
    expect(run(at(3), { type: 'tabChanged', tab: 'register' })).toEqual({
      open: true,
      tab: 'register',
      step: 0,
    });
    expect(run(at(4), { type: 'back' }, { type: 'back' })).toEqual(at(2));
    expect(
      run(LOGIN_DIALOG_CLOSED, { type: 'back' }, { type: 'codeSent' }, { type: 'tabChanged', tab: 'signIn' }),
    ).toEqual(LOGIN_DIALOG_CLOSED);
    expect(run(at(1), { type: 'closed' })).toEqual(LOGIN_DIALOG_CLOSED);
  });

  it('DOM-06 ... DOM-11 no event sequence reaches an undefined state (property)', () => {
    const event = fc.oneof(
      fc.constantFrom<LoginDialogEvent>(
        { type: 'opened' },
        { type: 'closed' },
        { type: 'codeSent' },
        { type: 'passwordLinkClicked' },
        { type: 'forgotPasswordClicked' },
        { type: 'resetCodeSent' },
        { type: 'passwordChanged' },
        { type: 'loggedIn' },
        { type: 'back' },
      ),
      fc.record({
        type: fc.constant('tabChanged' as const),
        tab: fc.constantFrom('signIn' as const, 'register' as const),
      }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const state = events.reduce(loginDialogReducer, LOGIN_DIALOG_CLOSED);
        if (state.open) {
          expect([0, 1, 2, 3, 4]).toContain(state.step);
          if (state.tab === 'register') expect(state.step).toBe(0);
        } else {
          expect(state).toEqual(LOGIN_DIALOG_CLOSED);
        }
      }),
    );
  });
});
