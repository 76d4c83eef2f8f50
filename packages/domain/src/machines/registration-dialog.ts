/** Registration and forgotten-password dialog steps (§2.4, §4): 0 phone, 1 registration form, 2 reset form. */

/** A step of the registration dialog. */
export type RegistrationStep = 0 | 1 | 2;

/** Why the dialog closed, so the portal can toast and navigate (DOM-19, DOM-20). */
export type RegistrationOutcome = 'registered' | 'passwordReset' | 'dismissed';

/** The registration dialog. */
export type RegistrationDialogState =
  | { readonly open: false; readonly outcome?: RegistrationOutcome }
  | { readonly open: true; readonly step: RegistrationStep };

/** Events of the registration dialog. */
export type RegistrationDialogEvent =
  | { readonly type: 'opened' }
  | { readonly type: 'closed' }
  /** DOM-16, DOM-18: a registration code was sent (or resent from step 1). */
  | { readonly type: 'registrationCodeSent' }
  /** DOM-17: a code was sent for the lost-password flow (or resent from step 2). */
  | { readonly type: 'resetCodeSent' }
  /** DOM-19: registration succeeded. */
  | { readonly type: 'registered' }
  /** DOM-20: the password reset succeeded. */
  | { readonly type: 'passwordReset' }
  | { readonly type: 'back' };

/** DOM-19 (GAP): after registration the portal goes home and opens sign-in with the registered number. */
export const REGISTRATION_SUCCESS_PATH = '/';

function stepMove(
  state: RegistrationDialogState,
  from: readonly RegistrationStep[],
  to: RegistrationStep,
): RegistrationDialogState {
  return state.open && from.includes(state.step) ? { open: true, step: to } : state;
}

function closeFrom(
  state: RegistrationDialogState,
  step: RegistrationStep,
  outcome: RegistrationOutcome,
): RegistrationDialogState {
  return state.open && state.step === step ? { open: false, outcome } : state;
}

/** DOM-16 ... DOM-20: the next state of the registration dialog; events that do not apply leave it unchanged. */
export function registrationDialogReducer(
  state: RegistrationDialogState,
  event: RegistrationDialogEvent,
): RegistrationDialogState {
  switch (event.type) {
    case 'opened':
      return { open: true, step: 0 };
    case 'closed':
      return state.open ? { open: false, outcome: 'dismissed' } : state;
    case 'registrationCodeSent':
      return stepMove(state, [0, 1], 1);
    case 'resetCodeSent':
      return stepMove(state, [0, 2], 2);
    case 'registered':
      return closeFrom(state, 1, 'registered');
    case 'passwordReset':
      return closeFrom(state, 2, 'passwordReset');
    case 'back':
      return stepMove(state, [1, 2], 0);
  }
}
