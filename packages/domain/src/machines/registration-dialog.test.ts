import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_SUCCESS_PATH,
  registrationDialogReducer,
  type RegistrationDialogEvent,
  type RegistrationDialogState,
} from './registration-dialog';

const at = (step: 0 | 1 | 2): RegistrationDialogState => ({ open: true, step });
const closed: RegistrationDialogState = { open: false };

describe('registration dialog', () => {
  it('DOM-16 step 0 → 1 when a registration code is sent', () => {
    expect(registrationDialogReducer(at(0), { type: 'registrationCodeSent' })).toEqual(at(1));
  });

  it('DOM-17 step 0 → 2 when the code is requested for the lost-password flow', () => {
    expect(registrationDialogReducer(at(0), { type: 'resetCodeSent' })).toEqual(at(2));
    expect(registrationDialogReducer(at(2), { type: 'resetCodeSent' })).toEqual(at(2));
  });

  it('DOM-18 resending from step 1 stays on step 1', () => {
    expect(registrationDialogReducer(at(1), { type: 'registrationCodeSent' })).toEqual(at(1));
    expect(registrationDialogReducer(at(1), { type: 'resetCodeSent' })).toEqual(at(1));
  });

  it('DOM-19 registration success closes the dialog with the registered outcome (portal goes home)', () => {
    expect(registrationDialogReducer(at(1), { type: 'registered' })).toEqual({
      open: false,
      outcome: 'registered',
    });
    expect(registrationDialogReducer(at(2), { type: 'registered' })).toEqual(at(2));
    expect(REGISTRATION_SUCCESS_PATH).toBe('/');
  });

  it('DOM-20 reset success closes the dialog', () => {
    expect(registrationDialogReducer(at(2), { type: 'passwordReset' })).toEqual({
      open: false,
      outcome: 'passwordReset',
    });
  });

  it('AUTH-39 opens on step 0, back returns to it, closing is a dismissal', () => {
    expect(registrationDialogReducer(closed, { type: 'opened' })).toEqual(at(0));
    expect(registrationDialogReducer(at(2), { type: 'back' })).toEqual(at(0));
    expect(registrationDialogReducer(at(1), { type: 'closed' })).toEqual({
      open: false,
      outcome: 'dismissed',
    });
    expect(registrationDialogReducer(closed, { type: 'closed' })).toBe(closed);
  });

  it('DOM-16 ... DOM-20 no event sequence reaches an undefined state (property)', () => {
    const event = fc.constantFrom<RegistrationDialogEvent>(
      { type: 'opened' },
      { type: 'closed' },
      { type: 'registrationCodeSent' },
      { type: 'resetCodeSent' },
      { type: 'registered' },
      { type: 'passwordReset' },
      { type: 'back' },
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const state = events.reduce(registrationDialogReducer, closed);
        if (state.open) expect([0, 1, 2]).toContain(state.step);
        else expect([undefined, 'registered', 'passwordReset', 'dismissed']).toContain(state.outcome);
      }),
    );
  });
});
