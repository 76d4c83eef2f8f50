/**
 * §7 Roaming service (API-177 ... API-185). The transport adds a generated requestId and the fixed
 * bearer header; the roaming `session` is the token of the load call, so bodies carry it themselves.
 */
import * as z from 'zod/mini';
import { defineCalls, postRow, type Access } from './define';
import {
  countryRecord,
  roamingPackageRecord,
  roamingPageRecord,
  transactionRecord,
  transactionStatusRecord,
} from './records';
import { listOf, mobileEnvelope, roamingEnvelope, roamingResponse } from './wire';

const text = z.string().check(z.minLength(1));
const wireId = z.union([z.string(), z.number()]);

function roamingRow<A extends Access, Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  access: A,
  matrixId: string,
  path: string,
  request: Req,
  response: Res,
  assumed?: string,
) {
  return postRow(
    access,
    'roaming',
    matrixId,
    path,
    request,
    response,
    assumed === undefined ? {} : { assumed },
  );
}

export const roamingCalls = defineCalls({
  roaming_load_info: roamingRow(
    'read',
    'API-177',
    '/loadRoamingInfo',
    z.looseObject({ encryptedToken: text }),
    z.extend(roamingEnvelope, { token: text, result: roamingPageRecord }),
    "name and path not given (UNSPEC API-177): POST /loadRoamingInfo; countries' nameEn assumed as in API-179",
  ),
  getPackageInfo: roamingRow(
    'read',
    'API-178',
    '/getPackageInfo',
    z.looseObject({ session: text, msisdn: text, packageId: wireId }),
    roamingResponse(roamingPackageRecord),
    "request not shown (GAP API-178): { session, msisdn, packageId }, result one roaming package; countries' nameEn assumed as in API-179",
  ),
  getListNational: roamingRow(
    'read',
    'API-179',
    '/getListNational',
    z.looseObject({ msisdn: text, session: text }),
    roamingResponse(listOf(countryRecord)),
    'English name assumed (§3 shows only nameVn; issue 24): result [{ id, nameVn, nameEn? }]',
  ),
  createTransaction: roamingRow(
    'write',
    'API-180',
    '/createTransaction',
    z.looseObject({
      amount: z.number(),
      bankCode: z.string(),
      currencyCode: z.string(),
      type: z.union([z.string(), z.number()]),
      bankType: z.union([z.string(), z.number()]),
      paymentCode: z.string(),
      serviceType: z.union([z.string(), z.number()]),
      session: text,
      msisdn: text,
    }),
    roamingResponse(transactionRecord),
  ),
  getQR: roamingRow(
    'write',
    'API-181',
    '/getQR',
    z.looseObject({ msisdn: text, session: text, orderId: wireId }),
    roamingResponse(z.string().check(z.minLength(1))),
  ),
  queryTransactionInfo: roamingRow(
    'read',
    'API-182',
    '/queryTransactionInfo',
    z.looseObject({ session: text, msisdn: text, transactionId: wireId }),
    roamingResponse(transactionStatusRecord),
  ),
  irRegister: roamingRow(
    'write',
    'API-183',
    '/irRegister',
    z.looseObject({ session: text, msisdn: text, action: z.literal('ir_deregister') }),
    roamingEnvelope,
  ),
  roaming_verify_otp: roamingRow(
    'write',
    'API-184',
    '/otp_verify',
    z.looseObject({
      session: text,
      otpValue: z.string().check(z.regex(/^\d{6}$/)),
      msisdn: text,
      action: text,
    }),
    roamingEnvelope,
    'name, method and path not shown (GAP API-184): POST /otp_verify on the roaming base',
  ),
  // API-185: otp_send on the OTP service base (error_code '0' opens the OTP modal, ERR-26).
  roaming_otp_send: postRow(
    'write',
    'otp',
    'API-185',
    '/otp_send',
    z.looseObject({ msisdn: text, otp_service: z.literal('ir_register'), tinh_id: z.null() }),
    mobileEnvelope,
  ),
});
