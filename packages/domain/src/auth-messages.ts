/** Auth message rules of §8 that read server payloads. */
import { MessageKey } from './messages';

/** ERR-13: AUTH_DESC of the first item of orgin_msg (JSON text), if any; malformed text yields undefined. */
export function authDescOf(orginMsg: string | null | undefined): string | undefined {
  if (!orginMsg) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(orginMsg);
  } catch {
    return undefined;
  }
  const first: unknown = Array.isArray(parsed) ? parsed[0] : undefined;
  if (typeof first !== 'object' || first === null || !('AUTH_DESC' in first)) return undefined;
  const desc = first.AUTH_DESC;
  return typeof desc === 'string' && desc.trim() !== '' ? desc : undefined;
}

/** ERR-13: a failed reset shows AUTH_DESC when present, otherwise the OTP error message key. */
export function resetFailureMessage(
  orginMsg: string | null | undefined,
): { readonly message: string } | { readonly messageKey: typeof MessageKey.otpError } {
  const desc = authDescOf(orginMsg);
  return desc === undefined ? { messageKey: MessageKey.otpError } : { message: desc };
}

/**
 * The operator's refusal to register a number that already has an account (UNSPEC code, shared by
 * the sandbox and the portal so the portal can say it in the person's language).
 */
export const ACCOUNT_EXISTS_CODE = 'account_exists';

/**
 * Issue 47 (item 7): a reset for a number without an account, told only after its code is proven (before, the
 * code request itself said so, to anyone). UNSPEC code, shared by the sandbox and the portal.
 */
export const NO_ACCOUNT_CODE = 'no_account';

/** Issue 47 (item 4): the operator's SMS budget for the hour is spent; codes are refused for everyone. UNSPEC. */
export const SYSTEM_BUSY_CODE = 'system_busy';
