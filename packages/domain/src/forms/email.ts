/** LOY-25 (UNSPEC): the member's email address sent with capNhatEmail; the rule is assumed. */
import { MessageKey } from '../messages';
import { fail, ok, type Result } from '../result';

/** RFC 5321's limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254;

/** One address: a local part, '@', a domain of dot-separated labels with at least one dot; no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

/** LOY-25: required, then one plausible address of at most 254 characters; the value is trimmed. */
export function validateEmail(
  raw: string,
): Result<string, typeof MessageKey.required | typeof MessageKey.emailInvalid> {
  const email = raw.trim();
  if (email === '') return fail(MessageKey.required);
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email) ? ok(email) : fail(MessageKey.emailInvalid);
}
