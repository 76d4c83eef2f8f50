/** §7 Auth and OTP (API-009 ... API-018), all on the main mobile API and sent before a session exists. */
import * as z from 'zod/mini';
import { defineCalls, mobileRow } from './define';
import { changePasswordRequest } from './accountRecords';
import { loyaltyGiftOtpService } from './loyaltyGifting';
import { familyOtpServices } from './family';
import { ekycOtpService } from './identity';
import { mobileEnvelope, msisdnBody, optionalText, unshownMobileRow } from './wire';

/** PKG-15 (assumed): the otp_service of the code that confirms a main-account package registration. */
export const packageRegisterOtpService = 'package_register';

/** LOY-48 (assumed): the otp_service of the code apiNhanUuDaiWithOTP sends to confirm a redemption. */
export const loyaltyRedeemOtpService = 'loyalty_redeem';

/** API-012: the services an OTP can be requested for (the last one assumed, see packageActions.ts). */
export const otpServices = [
  'authen_msisdn',
  'authen_miss_password',
  'authen_register,payment_wallet_register',
  'ir_register',
  packageRegisterOtpService,
  loyaltyRedeemOtpService,
  loyaltyGiftOtpService,
  familyOtpServices.addMember,
  familyOtpServices.removeMember,
  familyOtpServices.setVolume,
  familyOtpServices.upgradePack,
  familyOtpServices.joinGroup,
  ekycOtpService,
] as const;

/** §3: registration / reset responses carry orgin_msg (JSON text, may hold AUTH_DESC). */
export const originMessageResponse = z.extend(mobileEnvelope, { orgin_msg: optionalText });

/** ENT-25: the reset payload (password hashed, see `hashPassword`). */
export const resetPasswordRequest = z.looseObject({
  otp: z.string().check(z.minLength(1)),
  msisdn: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
});

/** ENT-23: the registration payload (password hashed). */
export const registerRequest = z.looseObject({
  pin: z.string().check(z.minLength(1)),
  msisdn: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
});

const noSession = { session: false } as const;

export const authCalls = defineCalls({
  authen_msisdn: mobileRow(
    'write',
    'API-009',
    '/authen_msisdn',
    z.looseObject({
      device_info: z.string(),
      fcm_registration_token: z.string(),
      mode: z.enum(['otp', 'password']),
      msisdn: z.string().check(z.minLength(1)),
      password: z.string().check(z.minLength(1)),
    }),
    z.extend(mobileEnvelope, {
      msisdn: optionalText,
      session: z.string().check(z.minLength(1)),
      off_net: z.nullish(z.union([z.string(), z.number(), z.boolean()])),
    }),
    noSession,
  ),
  authen_logout: mobileRow('write', 'API-010', '/authen_logout', msisdnBody, mobileEnvelope),
  authen_register: mobileRow(
    'write',
    'API-011',
    '/authen_register',
    registerRequest,
    originMessageResponse,
    noSession,
  ),
  otp_send: mobileRow(
    'write',
    'API-012',
    '/otp_send',
    z.looseObject({ msisdn: z.string().check(z.minLength(1)), otp_service: z.enum(otpServices) }),
    mobileEnvelope,
    noSession,
  ),
  de_send_otp: unshownMobileRow('write', 'API-013', '/de_send_otp', noSession),
  otp_smart: unshownMobileRow('write', 'API-014', '/otp_smart', noSession),
  authen_miss_password: mobileRow(
    'write',
    'API-015',
    '/authen_miss_password',
    resetPasswordRequest,
    originMessageResponse,
    noSession,
  ),
  otp_check: unshownMobileRow('write', 'API-016', '/otp_check', noSession),
  otp_voice_send: unshownMobileRow('write', 'API-017', '/otp_voice_send', noSession),
  otp_send_mail: unshownMobileRow('write', 'API-018', '/otp_send_mail', noSession),
  // AUTH-79, ERR-38: §8 names the 'wrong old password' label but no call; a signed-in row is assumed.
  authen_change_password: mobileRow(
    'write',
    'AUTH-79',
    '/authen_change_password',
    changePasswordRequest,
    mobileEnvelope,
    {
      assumed:
        'unnamed call: body { old_password, new_password }, both hashed as at sign-in (VAL-14 checked by the portal before hashing); the session stays, every other session of the number ends',
    },
  ),
});
