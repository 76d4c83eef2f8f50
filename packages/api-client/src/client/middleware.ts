/**
 * Transport concerns as middleware: each step looks at the row (service, session, flags) and adds
 * headers or body fields. `createApiClient` runs them in order before every call.
 */
import type { CallDef } from '../contract/define';
import type { CallName } from '../contract/index';
import {
  loyaltyPartnerCode,
  loyaltySecureCodeInput,
  packagePaymentSecureCodeInput,
  packagePaymentTransIdInput,
  SUBSCRIBER_UPDATE_PARTNER_CODE,
  subscriberUpdateTokenInput,
} from '../contract/signing';
import type { ApiError } from './errors';
import {
  DEVICE_INFO_HEADER,
  LANGUAGE_HEADER,
  REQUEST_TIME_HEADER,
  vietnamTimestamp,
  wireLanguage,
} from './headers';
import type { ResolvedOptions } from './options';

export interface OutgoingRequest {
  readonly name: CallName;
  readonly row: CallDef;
  readonly headers: Record<string, string>;
  body: Record<string, unknown>;
}

export type RequestMiddleware = (request: OutgoingRequest, options: ResolvedOptions) => void | Promise<void>;

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** API-004: the session field, for rows that carry it, when the user has one. */
export const sessionField: RequestMiddleware = (request, options) => {
  const session = options.getSession();
  if (request.row.session && session && request.body['session'] === undefined) {
    request.body = { ...request.body, session };
  }
};

/** API-001, API-002: JSON bodies, and the request-time header on main-API calls. */
export const baseHeaders: RequestMiddleware = (request, options) => {
  if (request.row.method === 'POST' && !request.row.multipart)
    request.headers['Content-Type'] = 'application/json';
  request.headers['Accept'] = 'application/json';
  if (request.row.service === 'mobile') request.headers[REQUEST_TIME_HEADER] = options.now().toISOString();
};

/** API-140, LOY-29, ROAM-008: fixed bearer values and the language header. */
export const serviceHeaders: RequestMiddleware = (request, options) => {
  const { service } = request.row;
  if (service === 'loyalty' || service === 'roaming' || service === 'config') {
    const bearer = options.bearers[service];
    if (bearer) request.headers['Authorization'] = `Bearer ${bearer}`;
  }
  if (service === 'loyalty' || service === 'config') {
    request.headers[LANGUAGE_HEADER] = wireLanguage(options.language());
  }
  if (service === 'otp') request.headers[DEVICE_INFO_HEADER] = options.deviceInfo();
};

/** LOY-29, LOY-30: the loyalty envelope with its signed secureCode. */
export const loyaltyEnvelope: RequestMiddleware = async (request, options) => {
  if (request.row.service !== 'loyalty') return;
  if (request.row.guest) {
    // LOY-56: a visitor's row names no member, so there is nothing to sign (the signer signs only for one).
    const envelope = {
      requestId: options.newRequestId(),
      partnerCode: loyaltyPartnerCode(options.productId),
    };
    request.body = { ...request.body, ...envelope };
    return;
  }
  const msisdn = text(request.body['msisdn'] ?? options.getMsisdn());
  const envelope = {
    requestId: options.newRequestId(),
    msisdn,
    partnerCode: loyaltyPartnerCode(options.productId),
  };
  const secureCode = await options.signer('loyalty', loyaltySecureCodeInput(envelope));
  request.body = { token: text(options.getLoyaltyToken()), ...request.body, ...envelope, secureCode };
};

/** ROAM-008: every roaming call carries a generated requestId. */
export const roamingRequestId: RequestMiddleware = (request, options) => {
  if (request.row.service === 'roaming')
    request.body = { ...request.body, requestId: options.newRequestId() };
};

/** PKG-24, PKG-26: request_time and the signed trans_id of payment_package_reg_v2. */
export const packagePaymentSignature: RequestMiddleware = async (request, options) => {
  if (request.row.service !== 'packagePayment') return;
  const signedFields = {
    msisdn: text(request.body['msisdn']),
    package_code: text(request.body['package_code']),
    pay_method: text(request.body['pay_method']),
    product_type: text(request.body['product_type']),
    request_time: vietnamTimestamp(options.now()),
  };
  const transId = await options.signer('packagePayment', packagePaymentTransIdInput(signedFields));
  request.body = { ...request.body, request_time: signedFields.request_time, trans_id: transId };
};

/** LAND-10: request_id (timestamp), partner_code WEB and the token of the subscriber update. */
export const subscriberUpdateToken: RequestMiddleware = async (request, options) => {
  if (!request.row.subscriberUpdateToken) return;
  const fields = {
    msisdn: text(request.body['msisdn']),
    request_id: String(options.now().getTime()),
    partner_code: SUBSCRIBER_UPDATE_PARTNER_CODE,
  };
  const token = await options.signer('subscriberUpdate', subscriberUpdateTokenInput(fields));
  request.body = { ...request.body, ...fields, token };
};

export const requestMiddleware: readonly RequestMiddleware[] = [
  sessionField,
  baseHeaders,
  serviceHeaders,
  loyaltyEnvelope,
  roamingRequestId,
  packagePaymentSignature,
  subscriberUpdateToken,
];

/** A check on a response that already passed its service's code rule and its schema. */
export type ResponseCheck = (
  request: OutgoingRequest,
  data: unknown,
  options: ResolvedOptions,
) => Promise<ApiError | undefined>;

/** ERR-21, ERR-22: package payment succeeds only when secure_code is the signed hash of the response. */
export const packagePaymentSecureCode: ResponseCheck = async (request, data, options) => {
  if (request.row.service !== 'packagePayment') return undefined;
  const response = data as {
    error_code: string;
    redirect_url?: string;
    secure_code?: string;
    message?: string | null;
  };
  // A signer that refuses to sign this answer (the sandbox's signs only the answers it gave, issue 23)
  // says it does not verify: the payment is refused like any other mismatch.
  const expected = await options
    .signer('packagePayment', packagePaymentSecureCodeInput(text(request.body['trans_id']), response))
    .catch(() => undefined);
  if (expected !== undefined && response.secure_code === expected) return undefined;
  return {
    kind: 'business',
    call: request.name,
    code: 'secure_code_mismatch',
    message: response.message || 'secure_code mismatch',
    body: data,
  };
};

export const responseChecks: readonly ResponseCheck[] = [packagePaymentSecureCode];
