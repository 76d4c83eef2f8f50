/**
 * PKG-15, PKG-23 (UNSPEC): §7 names no call that registers or cancels a package (only
 * payment_package_reg_v2, which goes through the payment gateway). These two rows are assumed;
 * docs/decisions/packages.md gives the flow.
 */
import * as z from 'zod/mini';
import { defineCalls, mobileRow } from './define';
import { mobileEnvelope } from './wire';

const packageOfNumber = z.looseObject({
  msisdn: z.string().check(z.minLength(1)),
  package_code: z.string().check(z.minLength(1)),
});

export const packageActionCalls = defineCalls({
  package_register: mobileRow(
    'write',
    'PKG-23',
    '/package_register',
    z.extend(packageOfNumber, { otp: z.string().check(z.minLength(1)) }),
    mobileEnvelope,
    {
      assumed:
        'PKG-15/PKG-23: no call named; main-account registration with the otp_send code (otp_service package_register)',
    },
  ),
  package_cancel: mobileRow('write', 'PKG-15', '/package_cancel', packageOfNumber, mobileEnvelope, {
    assumed:
      'PKG-15: no call named; cancels an active package of the signed-in number after its confirm dialog',
  }),
});
