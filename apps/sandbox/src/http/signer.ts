/**
 * The signing endpoint the portal calls instead of holding a secret (docs/decisions/foundation.md):
 * POST { purpose, message, session } → { signature }, HMAC-SHA256 with this sandbox's key for the purpose.
 * A deployment puts the operator's own signer behind the same path.
 *
 * It signs only for a live session, and only messages about that session's own subscriber (issue 23,
 * docs/decisions/hardening.md): the number inside the message must be the session's, and a payment
 * answer (secure_code input) is signed only when it is exactly the answer this sandbox gave to that
 * subscriber's payment, so nobody can have a forged answer (say a javascript: redirect) signed.
 * The one exception is the public callback form's token (LAND-10), checked for form and freshness instead.
 */
import {
  defaultSignerPath,
  hmacSha256Hex,
  SIGN_SEPARATOR,
  type SignPurpose,
} from '@selfcare/api-client/contract';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { contactUpdateMessage, contactUpdateProblem } from '../services/contact-update';
import { paymentAnswer } from '../services/package-payments';
import { toStoredMsisdn } from '../services/phone';
import { resolveSession } from '../services/sessions';

const signRequest = z.object({
  purpose: z.enum(['packagePayment', 'loyalty', 'subscriberUpdate']),
  message: z.string().min(1).max(4096),
  session: z.string().min(1).max(512).optional(),
});

/**
 * Where each signed input names its subscriber (api-client contract/signing.ts): trans_id input
 * msisdn|package|method|type|time, loyalty requestId|msisdn|partner, subscriber update msisdn|id|partner.
 */
const msisdnField: Record<SignPurpose, number> = { packagePayment: 0, loyalty: 1, subscriberUpdate: 0 };

/** A payment answer's input (trans_id|error_code|redirect_url) has three fields, a trans_id input five. */
const isSecureCodeInput = (purpose: SignPurpose, fields: readonly string[]) =>
  purpose === 'packagePayment' && fields.length === 3;

/** Whether the message is the subscriber's own: their number, or the answer to their own payment. */
async function ownMessage(app: AppContext, purpose: SignPurpose, message: string, msisdn: string) {
  const fields = message.split(SIGN_SEPARATOR);
  if (isSecureCodeInput(purpose, fields)) {
    const [transId = '', errorCode, redirectUrl] = fields;
    const answer = await paymentAnswer(app, transId, msisdn);
    return answer !== undefined && answer.error_code === errorCode && answer.redirect_url === redirectUrl;
  }
  return toStoredMsisdn(fields[msisdnField[purpose]] ?? '') === msisdn;
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
    // LAND-10: the callback form is public, so its token is signed without a session, for a fresh,
    // well-formed message only (services/contact-update.ts); the number is any the visitor gives.
    if (purpose === 'subscriberUpdate') {
      const problem = contactUpdateProblem(contactUpdateMessage(message), app.clock.now());
      if (problem !== undefined) return refuse(c, 400, 'BAD_REQUEST', problem);
      return c.json({ signature: await hmacSha256Hex(keys[purpose], message) });
    }
    const msisdn = session === undefined ? undefined : await resolveSession(app, session);
    if (msisdn === undefined)
      return refuse(c, 401, '401', 'Phiên làm việc đã hết hạn, Vui lòng đăng nhập lại');
    if (!(await ownMessage(app, purpose, message, msisdn))) {
      return refuse(c, 403, '403', 'The message is not about the signed-in subscriber.');
    }
    return c.json({ signature: await hmacSha256Hex(keys[purpose], message) });
  });
}
