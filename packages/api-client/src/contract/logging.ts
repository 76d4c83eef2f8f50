/** §7 Logging POSTs (API-137 ... API-139). */
import * as z from 'zod/mini';
import { defineCalls, mobileRow } from './define';
import { mobileEnvelope, unshownMobileRow } from './wire';

export const loggingCalls = defineCalls({
  product_campaign_action_log: unshownMobileRow('write', 'API-137', '/{product}_campaign_action_log'),
  // LAND-65: input_log is JSON text with the URL parameters, mobile, service and click time.
  product_shortlink_log: mobileRow(
    'write',
    'API-138',
    '/{product}_shortlink_log',
    z.looseObject({ input_log: z.string().check(z.minLength(2)) }),
    mobileEnvelope,
  ),
  log_access_web: unshownMobileRow('write', 'API-139', '/log_access_web'),
});
