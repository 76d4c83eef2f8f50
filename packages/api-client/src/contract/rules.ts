/**
 * Wire success rules of each service and the path helper, shared by the client and the sandbox.
 */
import type { CallDef, ServiceName } from './define';

/** API-005: main API and the OTP, login and short-link services. */
export const MOBILE_SUCCESS_CODE = '0';
/** API-177, ERR-20: roaming and loyalty errorCode. */
export const ERROR_CODE_SUCCESS = '0';
/** ERR-21: package payment. */
export const PACKAGE_PAYMENT_SUCCESS_CODE = '00';
/** ENT-29: loyalty member info ErrorCode 200 = OK. */
export const LOYALTY_MEMBER_OK = '200';
/** ERR-19: ERRORCODE of a subscriber who is not a loyalty member. */
export const NOT_A_MEMBER_CODE = 'ERR-COD-90001';
/** ERR-02: code 401 in error_code or errorCode means the session expired. */
export const UNAUTHORIZED_CODE = '401';

export type WireOutcome = { readonly ok: true } | { readonly ok: false; readonly code: string };

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function codeOutcome(body: unknown, name: string, ...successes: string[]): WireOutcome {
  const code = field(body, name);
  return code === undefined || successes.includes(code) ? { ok: true } : { ok: false, code };
}

function firstFailure(...outcomes: WireOutcome[]): WireOutcome {
  return outcomes.find((outcome) => !outcome.ok) ?? { ok: true };
}

/**
 * Whether a parsed body reports success under its service's rule. A missing code field is left to the
 * response schema (a contract mismatch), not read as a failure here.
 */
export function readWireOutcome(service: ServiceName, body: unknown): WireOutcome {
  switch (service) {
    case 'mobile':
    case 'otp':
    case 'login':
    case 'shortLink':
      return codeOutcome(body, 'error_code', MOBILE_SUCCESS_CODE);
    case 'roaming':
      return codeOutcome(body, 'errorCode', ERROR_CODE_SUCCESS);
    case 'loyalty':
      // ERR-19, ERR-20, ENT-29: errorCode '0'; ERRORCODE (e.g. ERR-COD-90001) and ErrorCode when present.
      return firstFailure(
        codeOutcome(body, 'errorCode', ERROR_CODE_SUCCESS),
        codeOutcome(body, 'ERRORCODE', '', ERROR_CODE_SUCCESS, LOYALTY_MEMBER_OK),
        codeOutcome(body, 'ErrorCode', ERROR_CODE_SUCCESS, LOYALTY_MEMBER_OK),
      );
    case 'packagePayment':
      return codeOutcome(body, 'error_code', PACKAGE_PAYMENT_SUCCESS_CODE);
    case 'bankList':
    case 'config':
      // No code field: the HTTP status and the response schema decide.
      return { ok: true };
  }
}

/** ERR-02: a 401 code in either field, whatever the service. */
export function isUnauthorizedBody(body: unknown): boolean {
  return field(body, 'error_code') === UNAUTHORIZED_CODE || field(body, 'errorCode') === UNAUTHORIZED_CODE;
}

/** ERR-01: the body's errorMessage is passed on, else its message. */
export function wireMessage(body: unknown): string | undefined {
  return field(body, 'errorMessage') || field(body, 'message') || undefined;
}

/** API-006: fills `{product}` of a row's path with the configured product id. */
export function buildPath(row: Pick<CallDef, 'path'>, productId: string): string {
  return row.path.replaceAll('{product}', encodeURIComponent(productId));
}
