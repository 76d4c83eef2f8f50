/**
 * The signing endpoint the portal calls instead of holding a secret (docs/decisions/foundation.md):
 * POST { purpose, message } → { signature }, HMAC-SHA256 with this sandbox's key for the purpose.
 * A deployment puts the operator's own signer behind the same path.
 */
import { defaultSignerPath, hmacSha256Hex, type SignPurpose } from '@selfcare/api-client/contract';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../app-context';

const signRequest = z.object({
  purpose: z.enum(['packagePayment', 'loyalty', 'subscriberUpdate']),
  message: z.string().min(1).max(4096),
});

export function mountSigner(server: Hono, app: AppContext): void {
  const keys: Record<SignPurpose, string> = {
    packagePayment: app.config.paymentSecret,
    loyalty: app.config.loyaltySecret,
    subscriberUpdate: app.config.subscriberUpdateSecret,
  };
  server.post(defaultSignerPath, async (c) => {
    const parsed = signRequest.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      app.log(`400 POST ${defaultSignerPath}: expected { purpose, message }`);
      return c.json({ errorCode: 'BAD_REQUEST', message: 'Expected { purpose, message }.' }, 400);
    }
    return c.json({ signature: await hmacSha256Hex(keys[parsed.data.purpose], parsed.data.message) });
  });
}
