/** Password rules (§5, §9) with the spec's message keys. */
import { PASSWORD_LENGTH } from './constants';
import { MessageKey } from './messages';
import { fail, ok, type Result } from './result';

const NEW_PASSWORD = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)\\S{${PASSWORD_LENGTH.min},${PASSWORD_LENGTH.max}}$`,
);

/** VAL-14, CONST-49: a lowercase, an uppercase, a digit, no whitespace, 6 to 22 characters. */
export function validateNewPassword(password: string): Result<string, typeof MessageKey.passwordInvalid> {
  return NEW_PASSWORD.test(password) ? ok(password) : fail(MessageKey.passwordInvalid);
}

/** VAL-15: the repeat must equal the new password. */
export function validateRepeatPassword(
  password: string,
  repeat: string,
): Result<string, typeof MessageKey.passwordMismatch> {
  return password === repeat ? ok(repeat) : fail(MessageKey.passwordMismatch);
}

/** The fields of a reset or registration form with a code. */
export interface CodeAndPasswords {
  readonly code: string;
  readonly password: string;
  readonly repeat: string;
}

/** VAL-16: confirm is enabled only with a code, both passwords filled and equal, and no error. */
export function canConfirmPasswordForm(form: CodeAndPasswords): boolean {
  return (
    form.code.trim() !== '' &&
    form.repeat !== '' &&
    validateNewPassword(form.password).ok &&
    validateRepeatPassword(form.password, form.repeat).ok
  );
}

/** VAL-17: password login refuses an empty password. */
export function validateLoginPassword(
  password: string,
): Result<string, typeof MessageKey.loginPasswordEmpty> {
  return password === '' ? fail(MessageKey.loginPasswordEmpty) : ok(password);
}

/** VAL-12, VAL-13: a generic required field with a minimum length ('Tối thiểu {n} kí tự!'). */
export function validateMinLength(
  value: string,
  min: number,
): Result<string, typeof MessageKey.required | typeof MessageKey.minLength> {
  if (value.trim() === '') return fail(MessageKey.required);
  return value.length < min ? fail(MessageKey.minLength, { n: min }) : ok(value);
}

const MEMBERSHIP_PASSWORD_MIN = 6; // VAL-53, its own rule (not CONST-49)
const MEMBERSHIP_PASSWORD = new RegExp(
  `^(?=.*\\p{L})(?=.*\\p{N})(?=.*[^\\p{L}\\p{N}\\s]).{${MEMBERSHIP_PASSWORD_MIN},}$`,
  'u',
);

/** VAL-53 (GAP): membership password: at least 6 characters with a letter, a digit and a special character. */
export function validateMembershipPassword(
  password: string,
): Result<string, typeof MessageKey.memberPassword> {
  return MEMBERSHIP_PASSWORD.test(password) ? ok(password) : fail(MessageKey.memberPassword);
}
