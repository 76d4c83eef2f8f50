/**
 * The payment signatures, with the contract's own inputs and HMAC (PKG-24, ERR-21): trans_id
 * signs the request, secure_code the answer. The key is SANDBOX_PAYMENT_SECRET, which must equal
 * the portal's payment signing secret.
 */
import { timingSafeEqual } from 'node:crypto';
import {
  hmacSha256Hex,
  packagePaymentSecureCodeInput,
  packagePaymentTransIdInput,
} from '@selfcare/api-client/contract';

type PaymentRequest = Parameters<typeof packagePaymentTransIdInput>[0];

export function signTransId(secret: string, request: PaymentRequest): Promise<string> {
  return hmacSha256Hex(secret, packagePaymentTransIdInput(request));
}

export async function transIdMatches(
  secret: string,
  request: PaymentRequest,
  transId: string,
): Promise<boolean> {
  const expected = Buffer.from(await signTransId(secret, request), 'utf8');
  const actual = Buffer.from(transId, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function signSecureCode(
  secret: string,
  transId: string,
  response: { error_code: string; redirect_url: string },
): Promise<string> {
  return hmacSha256Hex(secret, packagePaymentSecureCodeInput(transId, response));
}
