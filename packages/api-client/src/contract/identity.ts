/**
 * §7 Identity / eKYC (API-103 ... API-114). The spec names the calls only; the fields below are assumed
 * (issue 19, docs/decisions/ekyc.md) and each row says so.
 */
import * as z from 'zod/mini';
import { defineCalls, mobileRow, type Access } from './define';
import { mobileEnvelope, mobileResponse, optionalText, unshownBody, wireCode } from './wire';

/** The otp_service of the code that confirms an identity update (API-105; assumed). */
export const ekycOtpService = 'ekyc_identification';

/** A photo: a file in the browser; the sandbox's router hands the handler the same file. */
const photoFile = z.union([z.instanceof(Blob), z.looseObject({ name: z.string(), size: z.number() })]);

/** ACC-58: the three photos as multipart form data, with the token of API-103 and why the flow runs. */
export const identificationUploadRequest = z.looseObject({
  token_id: z.string().check(z.minLength(1), z.maxLength(512)),
  front_image: photoFile,
  back_image: photoFile,
  portrait_image: photoFile,
  purpose: z.optional(z.enum(['update', 'standardise'])),
});

/** What the operator read from the photos; the code to confirm it goes to the number. */
export const identificationRecord = z.looseObject({
  REQUEST_ID: wireCode,
  FULL_NAME: z.string(),
  ID_NUMBER: z.string(),
  BIRTH_DATE: optionalText,
  ISSUE_DATE: optionalText,
});

/** API-108: whether the number is registered to its owner's papers ("chính chủ"), and VIP (ACC-61). */
export const ownerCheckRecord = z.looseObject({
  IS_OWNER: wireCode,
  IS_VIP: wireCode,
  FULL_NAME: optionalText,
  ID_NUMBER: optionalText,
});

/** API-104: the latest identity request of the number. */
export const updateStatusRecord = z.looseObject({
  STATUS: wireCode,
  REQUEST_ID: z.nullish(wireCode),
  PURPOSE: optionalText,
  SUBMITTED_AT: optionalText,
  DECIDED_AT: optionalText,
});

/** API-114: the registered information sheet of the latest approved request, null when none. */
export const registeredInfoRecord = z.looseObject({
  REQUEST_ID: wireCode,
  FULL_NAME: z.string(),
  ID_NUMBER: z.string(),
  BIRTH_DATE: optionalText,
  ISSUE_DATE: optionalText,
  APPROVED_AT: optionalText,
});

/** API-112: the operator's invitation to update, shown when SHOW is '1'. */
export const updatePopupRecord = z.looseObject({
  SHOW: wireCode,
  TITLE: optionalText,
  CONTENT: optionalText,
});

const uploadRow = <A extends Access>(access: A, matrixId: string, path: string) =>
  mobileRow(access, matrixId, path, identificationUploadRequest, mobileResponse(identificationRecord), {
    assumed:
      'fields not shown (ACC-58): multipart { token_id, front_image, back_image, portrait_image, purpose? } → { REQUEST_ID, FULL_NAME, ID_NUMBER, BIRTH_DATE, ISSUE_DATE }; the code goes to the number',
    multipart: true,
  });

/** ENT-47: the caller gives msisdn; request_id, partner_code and token are added when sending. */
export const subscriberUpdateRequest = z.looseObject({ msisdn: z.string().check(z.minLength(1)) });

export const identityCalls = defineCalls({
  product_get_ekyc_token: mobileRow(
    'read',
    'API-103',
    '/{product}_get_ekyc_token',
    unshownBody,
    mobileResponse(
      z.looseObject({ access_token: z.string(), token_tokenKey: z.string(), token_id: z.string() }),
    ),
    { assumed: 'request not shown; response fields from ENT-45 placed under result' },
  ),
  product_update_info_check_status: mobileRow(
    'read',
    'API-104',
    '/{product}_update_info_check_status',
    unshownBody,
    mobileResponse(updateStatusRecord),
    {
      assumed:
        'fields not shown: result { STATUS none|pending|approved|rejected, REQUEST_ID, PURPOSE, SUBMITTED_AT, DECIDED_AT }',
    },
  ),
  product_identification_check_otp: mobileRow(
    'write',
    'API-105',
    '/{product}_identification_check_otp',
    z.looseObject({
      request_id: z.string().check(z.minLength(1), z.maxLength(64)),
      otp: z.string().check(z.regex(/^\d{6}$/)),
    }),
    mobileResponse(z.looseObject({ REQUEST_ID: wireCode, STATUS: wireCode })),
    { assumed: 'fields not shown: { request_id, otp } → { REQUEST_ID, STATUS }' },
  ),
  product_identification_log: mobileRow(
    'write',
    'API-106',
    '/{product}_identification_log',
    z.looseObject({
      step: z.enum(['started', 'uploaded', 'refused', 'confirmed']),
      request_id: z.optional(z.string().check(z.maxLength(64))),
      code: z.optional(z.string().check(z.maxLength(64))),
    }),
    mobileEnvelope,
    { assumed: 'fields not shown: one line per step of the flow { step, request_id?, code? }' },
  ),
  product_send_support_log: mobileRow(
    'write',
    'API-107',
    '/{product}_send_support_log',
    z.looseObject({
      code: z.string().check(z.minLength(1), z.maxLength(64)),
      request_id: z.optional(z.string().check(z.maxLength(64))),
    }),
    mobileResponse(z.looseObject({ TICKET_ID: wireCode })),
    {
      assumed: 'fields not shown: a call-back request after a refusal { code, request_id? } → { TICKET_ID }',
    },
  ),
  product_check_chinhchu: mobileRow(
    'read',
    'API-108',
    '/{product}_check_chinhchu',
    unshownBody,
    mobileResponse(ownerCheckRecord),
    { assumed: "fields not shown: result { IS_OWNER '0'|'1', IS_VIP '0'|'1', FULL_NAME, ID_NUMBER } masked" },
  ),
  ekyc_identification_ver2: uploadRow('write', 'API-109', '/ekyc_identification_ver2'),
  product_identification: uploadRow('write', 'API-110', '/{product}_identification'),
  product_identification_v3: uploadRow('write', 'API-111', '/{product}_identification_v3'),
  product_update_info_popup: mobileRow(
    'read',
    'API-112',
    '/{product}_update_info_popup',
    unshownBody,
    mobileResponse(updatePopupRecord),
    { assumed: "fields not shown: result { SHOW '0'|'1', TITLE, CONTENT } (plain text)" },
  ),
  // LAND-10: public landing page, no session; reads error_code and message only.
  product_add_contact_update_user_info: mobileRow(
    'write',
    'API-113',
    '/{product}_add_contact_update_user_info',
    subscriberUpdateRequest,
    mobileEnvelope,
    { session: false, subscriberUpdateToken: true },
  ),
  product_get_tbc_file: mobileRow(
    'read',
    'API-114',
    '/{product}_get_tbc_file',
    unshownBody,
    mobileResponse(z.nullable(registeredInfoRecord)),
    {
      assumed: 'fields not shown: the registered information of the latest approved request, null when none',
    },
  ),
});

/** The upload rows (their bodies are three photos, so the sandbox reads them with a larger limit). */
export const identityUploadCalls = [
  'ekyc_identification_ver2',
  'product_identification',
  'product_identification_v3',
] as const;
