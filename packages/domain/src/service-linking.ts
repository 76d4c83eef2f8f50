/**
 * Linking and removing service accounts (issue 17, ACC-74, ACC-75): what a subscriber may link to their
 * number, how each kind's account is typed, and the owner check. The spec gives no fields for these calls;
 * the choices are written down in docs/decisions/account.md ("Linking and removing service accounts").
 */
import { toInternationalPhone } from './phone';
import { fail, ok, type Result } from './result';
import type { LinkedServiceKind, LinkedServiceStatus } from './linked-services';

/** What may be linked: home internet (fiber), MyTV, a fixed line and another mobile number. */
export type LinkableKind = Exclude<LinkedServiceKind, 'other'>;
export const linkableKinds: readonly LinkableKind[] = ['internet', 'tv', 'fixed', 'mobile'];

/** Why a typed account is not sent. */
export type LinkInputError =
  'required' | 'accountInvalid' | 'fixedInvalid' | 'mobileInvalid' | 'searchInvalid';

/** A fiber or MyTV account id: letters, digits, '_', '.', '-', 4 to 32 long, read case-insensitively. */
const SERVICE_ACCOUNT = /^[a-z0-9][a-z0-9_.-]{3,31}$/;
/** A fixed line: 11 digits starting 02 (area code and subscriber number), or the same after 84. */
const FIXED_LINE = /^(0|84)2\d{9}$/;
/** A mobile number as registration reads it: 0 or 84, then 3/5/7/8/9, then 8 digits. */
const MOBILE = /^(0|84)[35789]\d{8}$/;
/** What a fiber search takes: the contract's phone (9 to 11 digits) or an account id. */
const SEARCH_PHONE = /^0\d{8,10}$/;

const compact = (raw: string) => raw.trim().replace(/[\s.]/g, '');

/**
 * ACC-74, ACC-75: the account to look up and link, as typed for its kind, in the form the calls take:
 * a lower-case account id (fiber, MyTV), a fixed line in its 0 form, a mobile number in its 84 form.
 */
export function validateLinkTarget(kind: LinkableKind, raw: string): Result<string, LinkInputError> {
  if (raw.trim() === '') return fail('required');
  switch (kind) {
    case 'internet':
    case 'tv': {
      const account = raw.trim().toLowerCase();
      return SERVICE_ACCOUNT.test(account) ? ok(account) : fail('accountInvalid');
    }
    case 'fixed': {
      const number = compact(raw).replace(/^\+/, '');
      return FIXED_LINE.test(number) ? ok(number.replace(/^84/, '0')) : fail('fixedInvalid');
    }
    case 'mobile': {
      const number = compact(raw).replace(/^\+/, '');
      return MOBILE.test(number) ? ok(toInternationalPhone(number)) : fail('mobileInvalid');
    }
  }
}

/** ACC-75: a fiber search by the contract's phone or by an account id. */
export function validateFiberSearch(raw: string): Result<string, LinkInputError> {
  const text = compact(raw);
  if (text === '') return fail('required');
  if (SEARCH_PHONE.test(text)) return ok(text);
  const account = text.toLowerCase();
  return SERVICE_ACCOUNT.test(account) ? ok(account) : fail('searchInvalid');
}

/**
 * ACC-75: what the home internet field holds: a contract phone is searched (fiber_search_info2), an account id
 * is looked up itself (fiber_get_info). A phone is tried first: an all-digit id would read as an account too.
 */
export function readFiberQuery(raw: string): Result<{ value: string; search: boolean }, LinkInputError> {
  const text = compact(raw);
  if (SEARCH_PHONE.test(text)) return ok({ value: text, search: true });
  const direct = validateLinkTarget('internet', raw);
  if (direct.ok) return ok({ value: direct.value, search: false });
  return fail(direct.error === 'required' ? 'required' : 'searchInvalid');
}

/** ACC-74: the owner check. Both papers must be known; spaces and case do not count. */
export function isSameOwner(a: string | undefined, b: string | undefined): boolean {
  const paper = (text: string | undefined) => (text ?? '').replace(/\s/g, '').toUpperCase();
  return paper(a) !== '' && paper(a) === paper(b);
}

/** Why an account may not be linked (each is an operator refusal; docs/decisions/account.md). */
export type LinkRefusal = 'notFound' | 'notOwner' | 'alreadyLinked' | 'ownNumber' | 'cancelled';

export interface LinkCaller {
  /** The caller's number (84 form). */
  readonly msisdn: string;
  /** The caller's owner document number, if the operator holds one. */
  readonly document: string | undefined;
}

export interface LinkTarget {
  readonly ownerDocument: string | undefined;
  readonly status: LinkedServiceStatus;
  /** Linked already, to the caller or to anyone else. */
  readonly linked: boolean;
  /** A mobile target's number (84 form). */
  readonly msisdn?: string;
}

/**
 * ACC-74: whether the caller may see and link an account. Their own number is not a service of itself; the
 * owner check comes before anything else, so nothing about someone else's account is told (not even that it
 * is linked); a cancelled account cannot be linked; an account is linked once.
 */
export function linkRefusalOf(caller: LinkCaller, target: LinkTarget | undefined): LinkRefusal | undefined {
  if (target === undefined) return 'notFound';
  if (target.msisdn !== undefined && target.msisdn === caller.msisdn) return 'ownNumber';
  if (!isSameOwner(caller.document, target.ownerDocument)) return 'notOwner';
  if (target.status === 'cancelled') return 'cancelled';
  if (target.linked) return 'alreadyLinked';
  return undefined;
}

/**
 * ACC-75: an owner's name as a lookup shows it: the family name whole, every other word its first letter
 * and stars ("Nguyễn Văn An" → "Nguyễn V** A*"). The operator masks; the sandbox uses this.
 */
export function maskOwnerName(name: string): string {
  const [family, ...rest] = name.trim().split(/\s+/);
  const masked = rest.map((word) => {
    const letters = Array.from(word);
    return `${letters[0] ?? ''}${'*'.repeat(Math.max(letters.length - 1, 1))}`;
  });
  return [family ?? '', ...masked].join(' ').trim();
}

/** ACC-75: what a lookup shows of an account before it is linked. */
export interface ServiceAccountInfo {
  readonly account: string;
  readonly kind: LinkedServiceKind;
  /** Masked by the operator; shown as returned. */
  readonly ownerName: string | undefined;
  readonly address: string | undefined;
  readonly packageName: string | undefined;
  readonly status: LinkedServiceStatus;
  /** Linked to the caller's number already. */
  readonly linked: boolean;
}
