/**
 * Hashes and signatures shared by the client and the sandbox (Web Crypto only, no secret in source).
 * UNSPEC PKG-26, LOY-30, LAND-10, ENT-27: the spec names what is hashed but not the algorithm or the
 * encoding; we use HMAC-SHA256 (hex, lower case) keyed by the configured secret over a signed message
 * (below), and SHA-256 hex for passwords.
 */

/** The three signed flows; each may have its own secret in configuration. */
export type SignPurpose = 'packagePayment' | 'loyalty' | 'subscriberUpdate';

/** Signs a message for one purpose. Injectable so a deployment can sign on its server instead. */
export type Signer = (purpose: SignPurpose, message: string) => Promise<string>;

/**
 * What a signed message says it is. The kind is signed with the fields, so a signature made for one kind
 * never verifies as another, even where two purposes share a key.
 */
export type SignedKind = 'loyalty-request' | 'payment-request' | 'payment-answer' | 'subscriber-update';

/** The kinds a signer may sign for each purpose. */
export const signedKinds: Readonly<Record<SignPurpose, readonly SignedKind[]>> = {
  loyalty: ['loyalty-request'],
  packagePayment: ['payment-request', 'payment-answer'],
  subscriberUpdate: ['subscriber-update'],
};

/**
 * Issue 47: the one encoding of a signed message, a JSON array of the kind and the fields as text. JSON
 * quotes every field, so a field holding a separator, a quote or any unicode cannot move a value into its
 * neighbour's place: two different lists of fields never give the same message (values joined by '|'
 * did, and let `x1|<own number>` + `<victim>` be signed as the caller's own request).
 */
export function signedMessage(kind: SignedKind, fields: readonly (string | number)[]): string {
  return JSON.stringify([kind, ...fields.map(String)]);
}

/** The kind and fields of a signed message, or undefined when it is not one (the signer refuses it). */
export function readSignedMessage(
  message: string,
): { readonly kind: SignedKind; readonly fields: readonly string[] } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || !parsed.every((item): item is string => typeof item === 'string'))
    return undefined;
  const [kind, ...fields] = parsed;
  const known = Object.values(signedKinds).some((kinds) => kinds.includes(kind as SignedKind));
  // Re-encoding must give the message back: one text per list of fields (no spaces, no escapes of choice).
  if (!known || signedMessage(kind as SignedKind, fields) !== message) return undefined;
  return { kind: kind as SignedKind, fields };
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
  return signedMessage('payment-request', [
    body.msisdn,
    body.package_code,
    body.pay_method,
    body.product_type,
    body.request_time,
  ]);
}

/** ERR-21: secure_code signs the response, bound to the request's trans_id. */
export function packagePaymentSecureCodeInput(
  transId: string,
  response: { error_code: string; redirect_url?: string | null | undefined },
): string {
  return signedMessage('payment-answer', [transId, response.error_code, response.redirect_url ?? '']);
}

/** LOY-30: secureCode signs request id, phone and partner code (the secret is the key). */
export function loyaltySecureCodeInput(envelope: {
  requestId: string;
  msisdn: string;
  partnerCode: string;
}): string {
  return signedMessage('loyalty-request', [envelope.requestId, envelope.msisdn, envelope.partnerCode]);
}

/** LAND-10: the subscriber-update token hashes msisdn, request id, partner code (and the secret, as key). */
export function subscriberUpdateTokenInput(body: {
  msisdn: string;
  request_id: string;
  partner_code: string;
}): string {
  return signedMessage('subscriber-update', [body.msisdn, body.request_id, body.partner_code]);
}

/** LOY-29: partner code of the loyalty envelope. */
export function loyaltyPartnerCode(productId: string): string {
  return `WEB_${productId}`;
}

/** LAND-10: partner code of the subscriber update. */
export const SUBSCRIBER_UPDATE_PARTNER_CODE = 'WEB';
