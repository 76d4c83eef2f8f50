/**
 * Hashes and signatures shared by the client and the sandbox (Web Crypto only, no secret in source).
 * UNSPEC PKG-26, LOY-30, LAND-10, ENT-27: the spec names what is hashed but not the algorithm or the
 * separator; we use HMAC-SHA256 (hex, lower case) keyed by the configured secret over the values
 * joined by '|', and SHA-256 hex for passwords.
 */

/** The three signed flows; each may have its own secret in configuration. */
export type SignPurpose = 'packagePayment' | 'loyalty' | 'subscriberUpdate';

/** Signs a message for one purpose. Injectable so a deployment can sign on its server instead. */
export type Signer = (purpose: SignPurpose, message: string) => Promise<string>;

export const SIGN_SEPARATOR = '|';

export function joinSigned(values: readonly (string | number)[]): string {
  return values.map(String).join(SIGN_SEPARATOR);
}

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/** The default signer: HMAC-SHA256 with the secret configuration supplies for each purpose. */
export function createHmacSigner(secrets: Partial<Record<SignPurpose, string>>): Signer {
  return async (purpose, message) => {
    const secret = secrets[purpose];
    if (!secret) throw new Error(`no signing secret configured for ${purpose}`);
    return hmacSha256Hex(secret, message);
  };
}

/** ENT-27 (UNSPEC): "hashed" passwords are the SHA-256 hex of the password. */
export function hashPassword(password: string): Promise<string> {
  return sha256Hex(password);
}

/** PKG-24: trans_id signs the payment request. */
export function packagePaymentTransIdInput(body: {
  msisdn: string;
  package_code: string;
  pay_method: string;
  product_type: string;
  request_time: string;
}): string {
  return joinSigned([body.msisdn, body.package_code, body.pay_method, body.product_type, body.request_time]);
}

/** ERR-21: secure_code signs the response, bound to the request's trans_id. */
export function packagePaymentSecureCodeInput(
  transId: string,
  response: { error_code: string; redirect_url?: string | null | undefined },
): string {
  return joinSigned([transId, response.error_code, response.redirect_url ?? '']);
}

/** LOY-30: secureCode signs request id, phone and partner code (the secret is the key). */
export function loyaltySecureCodeInput(envelope: {
  requestId: string;
  msisdn: string;
  partnerCode: string;
}): string {
  return joinSigned([envelope.requestId, envelope.msisdn, envelope.partnerCode]);
}

/** LAND-10: the subscriber-update token hashes msisdn, request id, partner code (and the secret, as key). */
export function subscriberUpdateTokenInput(body: {
  msisdn: string;
  request_id: string;
  partner_code: string;
}): string {
  return joinSigned([body.msisdn, body.request_id, body.partner_code]);
}

/** LOY-29: partner code of the loyalty envelope. */
export function loyaltyPartnerCode(productId: string): string {
  return `WEB_${productId}`;
}

/** LAND-10: partner code of the subscriber update. */
export const SUBSCRIBER_UPDATE_PARTNER_CODE = 'WEB';
