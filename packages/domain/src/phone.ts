/** Phone number rules of the spec (§5, §9): conversion, input, validation, display and masking. */
import { PHONE_MAX_LENGTH } from './constants';
import { MessageKey } from './messages';
import { fail, ok, type Result } from './result';

/** CONST-36: a leading 0 becomes 84 (the form calls and storage use). */
export function toInternationalPhone(phone: string): string {
  return phone.startsWith('0') ? `84${phone.slice(1)}` : phone;
}

/** CONST-36: a leading 84 becomes 0 (the form people read). */
export function toLocalPhone(phone: string): string {
  return phone.startsWith('84') ? `0${phone.slice(2)}` : phone;
}

/** VAL-04: numeric fields keep digits only. */
export function digitsOnly(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** Characters a login phone field may hold: '+' and 12 digits (VAL-01 must stay reachable, see README). */
export const LOGIN_PHONE_INPUT_MAX_LENGTH = 13;

/**
 * VAL-02, VAL-04, CONST-50: what a phone field keeps of typed text: digits (and a leading '+' when
 * allowed), cut to the field's maximum (11 unless the field says otherwise).
 */
export function sanitizePhoneInput(
  raw: string,
  options: { allowPlus?: boolean; maxLength?: number } = {},
): string {
  const { allowPlus = false, maxLength = PHONE_MAX_LENGTH } = options;
  const plus = allowPlus && raw.trimStart().startsWith('+') ? '+' : '';
  return (plus + digitsOnly(raw)).slice(0, maxLength);
}

/** Error keys of the phone validators. */
export type PhoneError = typeof MessageKey.phoneInvalid | typeof MessageKey.phoneRequired;

const LOGIN_PHONE = /^\+?\d{9,12}$/;
const REGISTRATION_PHONE = /^(84|0)[35789]\d{8}$/;
const CALLBACK_PHONE = /^(0[35789]\d{8}|84\d{9})$/;
const MEMBERSHIP_PHONE = /^0\d{9,10}$/;

/** VAL-01, VAL-03: login phone; the value is the msisdn in its 84 form (AUTH-14). */
export function validateLoginPhone(raw: string): Result<string, PhoneError> {
  const phone = raw.trim();
  if (phone === '') return fail(MessageKey.phoneRequired);
  if (!LOGIN_PHONE.test(phone)) return fail(MessageKey.phoneInvalid);
  return ok(toInternationalPhone(phone.replace(/^\+/, '')));
}

/** VAL-05, VAL-02: registration phone (84 or 0, then 3/5/7/8/9, then 8 digits); value in 84 form. */
export function validateRegistrationPhone(raw: string): Result<string, PhoneError> {
  const phone = raw.trim();
  if (phone === '') return fail(MessageKey.phoneRequired);
  if (!REGISTRATION_PHONE.test(phone)) return fail(MessageKey.phoneInvalid);
  return ok(toInternationalPhone(phone));
}

/** VAL-06: registration 'Next' is enabled only for a non-empty phone without error. */
export function canRequestRegistrationCode(raw: string): boolean {
  return validateRegistrationPhone(raw).ok;
}

/** VAL-07, VAL-09, VAL-10: callback phone of the landing page; value in 84 form, nothing to send on error. */
export function validateCallbackPhone(raw: string): Result<string, PhoneError> {
  const phone = raw.trim();
  if (phone === '') return fail(MessageKey.phoneRequired);
  if (!CALLBACK_PHONE.test(phone)) return fail(MessageKey.phoneInvalid);
  return ok(toInternationalPhone(phone));
}

/** VAL-08: the msisdn query value to show in the callback form: only a valid one, 84 → 0 when 11 long. */
export function callbackPhoneFromQuery(query: string | null | undefined): string | undefined {
  if (query == null || !CALLBACK_PHONE.test(query)) return undefined;
  return query.length === PHONE_MAX_LENGTH ? toLocalPhone(query) : query;
}

/** VAL-11, VAL-12: generic form phone field: required, then the registration pattern. */
export function validatePhoneField(
  raw: string,
): Result<string, typeof MessageKey.required | typeof MessageKey.phoneFormat> {
  const phone = raw.trim();
  if (phone === '') return fail(MessageKey.required);
  if (!REGISTRATION_PHONE.test(phone)) return fail(MessageKey.phoneFormat);
  return ok(toInternationalPhone(phone));
}

/** VAL-54 (GAP): membership phone starts with 0 and has 10 or 11 digits. */
export function validateMembershipPhone(raw: string): Result<string, typeof MessageKey.memberPhone> {
  const phone = raw.trim();
  return MEMBERSHIP_PHONE.test(phone) ? ok(phone) : fail(MessageKey.memberPhone);
}

/** VAL-49: two numbers are the same subscriber whatever their 0 / 84 / + form. */
export function isSamePhone(a: string, b: string): boolean {
  const canonical = (phone: string) => toInternationalPhone(digitsOnly(phone));
  return canonical(a) === canonical(b);
}

/** VAL-44: display form: 84 → 0, digits grouped 4-3-3 (longer numbers keep the rest in the last group). */
export function formatPhoneDisplay(phone: string): string {
  const local = toLocalPhone(digitsOnly(phone));
  return [local.slice(0, 4), local.slice(4, 7), local.slice(7)].filter(Boolean).join(' ');
}

/** VAL-47: the last three digits replaced by xxx (registration step 1, login step 1). */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, Math.max(0, phone.length - 3))}xxx`;
}

/** ACC-09: the family list shows only the last three digits of a member's number. */
export function lastThreeDigits(phone: string): string {
  return phone.slice(-3);
}
