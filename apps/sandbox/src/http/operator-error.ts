import type { ServiceName } from '@selfcare/api-client/contract';

/**
 * A refusal in the operator's own words: the code and message the portal shows. Handlers throw
 * it; the router renders it in the service's shape (error_code or errorCode, API-005, ERR-02).
 */
export class OperatorError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** Extra fields some refusals carry (e.g. the seconds to wait before a resend). */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'OperatorError';
  }
}

/** Malformed input a handler finds (a value no schema can rule out): answered 400 BAD_REQUEST, not 200. */
export class InvalidInput extends OperatorError {
  constructor(
    message: string,
    /** 413 PAYLOAD_TOO_LARGE for a part over its own size limit (an identity photo, issue 47). */
    readonly status: 400 | 413 = 400,
  ) {
    super(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', message);
    this.name = 'InvalidInput';
  }
}

/** Roaming and loyalty answer errorCode; every other service answers error_code. */
const camelCaseServices: ReadonlySet<ServiceName> = new Set(['roaming', 'loyalty']);

export function codeField(service: ServiceName): 'error_code' | 'errorCode' {
  return camelCaseServices.has(service) ? 'errorCode' : 'error_code';
}

/** The body of a refusal; `errorMessage` is what a failing call hands to the caller (§8, ERR-01). */
export function operatorErrorBody(service: ServiceName, error: OperatorError): Record<string, unknown> {
  return {
    [codeField(service)]: error.code,
    message: error.message,
    errorMessage: error.message,
    ...error.extra,
  };
}

export const sessionExpired = () =>
  new OperatorError('401', 'Phiên làm việc đã hết hạn, Vui lòng đăng nhập lại');
