/**
 * The signing endpoint the portal calls instead of holding a secret (docs/decisions/foundation.md):
 * POST { purpose, message, session } → { signature }, HMAC-SHA256 with this sandbox's key for the purpose.
 * A deployment puts the operator's own signer behind the same path.
 *
 * It signs only for a live session, and only messages about that session's own subscriber (issue 23,
 * docs/decisions/hardening.md): a message is one encoding of its kind and fields (api-client
 * `signedMessage`, issue 47), every field is checked, the number must be the session's, and a payment
 * answer (secure_code input) is signed only when it is exactly the answer this sandbox gave to that
 * subscriber's payment, so nobody can have a forged answer (say a javascript: redirect) signed.
 * The one exception is the public callback form's token (LAND-10), checked for form and freshness instead.
 */
import {
  defaultSignerPath,
  hmacSha256Hex,
  loyaltyPartnerCode,
  readSignedMessage,
  signedKinds,
  type SignedKind,
  type SignPurpose,
} from '@selfcare/api-client/contract';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { contactUpdateProblem } from '../services/contact-update';
import { paymentAnswer } from '../services/package-payments';
import { toStoredMsisdn } from '../services/phone';
import { resolveSession } from '../services/sessions';

const signRequest = z.object({
  purpose: z.enum(['packagePayment', 'loyalty', 'subscriberUpdate']),
  message: z.string().min(1).max(4096),
  session: z.string().min(1).max(512).optional(),
});

/** A short token of letters, digits, `_`, `.` and `-` (ids and codes the client generates or the catalogue has). */
const plainToken = /^[A-Za-z0-9_.-]{1,64}$/;
/** PKG-24: request_time as the client writes it, yyyyMMddHHmmss in Vietnam time (vietnamTimestamp). */
const requestTime = /^\d{14}$/;

/**
 * Issue 47: every field of a signed message is checked, not only the number: its count, the number against
 * the session, and the shape of each other field (ids, codes, the partner). A message that passes names
 * exactly one subscriber, the signed-in one, and cannot carry another's request in a field of its own.
 */
async function ownMessage(
  app: AppContext,
  kind: SignedKind,
  fields: readonly string[],
  msisdn: string,
): Promise<boolean> {
  const own = (field: string | undefined) => toStoredMsisdn(field ?? '') === msisdn;
  switch (kind) {
    case 'loyalty-request': {
      const [requestId = '', number, partner] = fields;
      return (
        fields.length === 3 &&
        plainToken.test(requestId) &&
        own(number) &&
        partner === loyaltyPartnerCode(app.config.productId)
      );
    }
    case 'payment-request': {
      const [number, packageCode = '', payMethod = '', productType = '', time = ''] = fields;
      return (
        fields.length === 5 &&
        own(number) &&
        plainToken.test(packageCode) &&
        plainToken.test(payMethod) &&
        ['KMCB', 'DATA'].includes(productType) &&
        requestTime.test(time)
      );
    }
    case 'payment-answer': {
      // An answer is re-signed only when it is exactly the answer this sandbox gave to that subscriber's payment.
      const [transId = '', errorCode, redirectUrl] = fields;
      if (fields.length !== 3) return false;
      const answer = await paymentAnswer(app, transId, msisdn);
      return answer !== undefined && answer.error_code === errorCode && answer.redirect_url === redirectUrl;
    }
    case 'subscriber-update':
      return false;
  }
}

export function mountSigner(server: Hono, app: AppContext): void {
  const keys: Record<SignPurpose, string> = {
    packagePayment: app.config.paymentSecret,
    loyalty: app.config.loyaltySecret,
    subscriberUpdate: app.config.subscriberUpdateSecret,
  };
  const refuse = (c: Context, status: ContentfulStatusCode, errorCode: string, message: string) => {
    app.log(`${status} POST ${defaultSignerPath} ${errorCode}: ${message}`);
    return c.json({ errorCode, message, errorMessage: message }, status);
  };
  server.post(defaultSignerPath, async (c) => {
    const parsed = signRequest.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return refuse(c, 400, 'BAD_REQUEST', 'Expected { purpose, message, session }.');
    const { purpose, message, session } = parsed.data;
    const signed = readSignedMessage(message);
    if (signed === undefined || !signedKinds[purpose].includes(signed.kind)) {
      return refuse(c, 400, 'BAD_REQUEST', `The message is not a signed message of ${purpose}.`);
    }
    // LAND-10: the callback form is public, so its token is signed without a session, for a fresh,
    // well-formed message only (services/contact-update.ts); the number is any the visitor gives.
    if (signed.kind === 'subscriber-update') {
      const [msisdn = '', request_id = '', partner_code = ''] = signed.fields;
      const problem =
        signed.fields.length === 3
          ? contactUpdateProblem({ msisdn, request_id, partner_code }, app.clock.now())
          : 'A subscriber update signs three fields.';
      if (problem !== undefined) return refuse(c, 400, 'BAD_REQUEST', problem);
      return c.json({ signature: await hmacSha256Hex(keys[purpose], message) });
    }
    const msisdn = session === undefined ? undefined : await resolveSession(app, session);
    if (msisdn === undefined)
      return refuse(c, 401, '401', 'Phiên làm việc đã hết hạn, Vui lòng đăng nhập lại');
    if (!(await ownMessage(app, signed.kind, signed.fields, msisdn))) {
      return refuse(c, 403, '403', 'The message is not about the signed-in subscriber.');
    }
    return c.json({ signature: await hmacSha256Hex(keys[purpose], message) });
  });
}
