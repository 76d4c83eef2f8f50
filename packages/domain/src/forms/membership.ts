/** Loyalty membership and identity rules (§5); screens not shown by the spec (GAP, see README). */
import { MIN_CUSTOMER_AGE_EXCLUSIVE } from '../constants';
import { parseIsoDate, type IsoDate } from '../dates';
import { MessageKey } from '../messages';
import { fail, ok, type Result } from '../result';

/** VAL-24: the cancel-membership reason is required ('Vui lòng nhập lí do'); value trimmed. */
export function validateCancelReason(reason: string): Result<string, typeof MessageKey.cancelReasonRequired> {
  const text = reason.trim();
  return text === '' ? fail(MessageKey.cancelReasonRequired) : ok(text);
}

/** VAL-52 (GAP): a membership login name starts with a letter. */
export function validateMemberLoginName(name: string): Result<string, typeof MessageKey.memberLoginName> {
  return /^\p{L}/u.test(name) ? ok(name) : fail(MessageKey.memberLoginName);
}

/** VAL-55: the kind of identity document an ID number belongs to. */
export type IdDocumentKind = 'identityCard' | 'citizenCard';

/** VAL-55 (GAP): an ID number has 9 digits (identity card) or 12 (citizen card). */
export function validateIdNumber(raw: string): Result<IdDocumentKind, typeof MessageKey.idNumber> {
  const id = raw.trim();
  if (/^\d{9}$/.test(id)) return ok('identityCard');
  if (/^\d{12}$/.test(id)) return ok('citizenCard');
  return fail(MessageKey.idNumber);
}

/** VAL-56: full years between a birth date and today (both calendar dates); undefined when invalid. */
export function ageInYears(birthDate: IsoDate, today: IsoDate): number | undefined {
  const birth = parseIsoDate(birthDate);
  const now = parseIsoDate(today);
  if (!birth || !now) return undefined;
  const beforeBirthday = now.month < birth.month || (now.month === birth.month && now.day < birth.day);
  const age = now.year - birth.year - (beforeBirthday ? 1 : 0);
  return age < 0 ? undefined : age;
}

/** VAL-56, CONST-84 (GAP): the customer must be over 12, read as 13 full years or more; today is passed in. */
export function validateCustomerAge(
  birthDate: IsoDate,
  today: IsoDate,
): Result<number, typeof MessageKey.ageTooYoung | typeof MessageKey.birthDateInvalid> {
  const age = ageInYears(birthDate, today);
  if (age === undefined) return fail(MessageKey.birthDateInvalid);
  return age > MIN_CUSTOMER_AGE_EXCLUSIVE ? ok(age) : fail(MessageKey.ageTooYoung);
}
