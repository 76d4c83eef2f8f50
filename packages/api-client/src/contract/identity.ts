/** §7 Identity / eKYC (API-103 ... API-114). */
import * as z from 'zod/mini';
import { defineCalls, mobileRow, type Access } from './define';
import { mobileEnvelope, mobileResponse, unshownBody, unshownMobileResponse, unshownMobileRow } from './wire';

/** ACC-58: photo uploads are multipart; each field is text or a file. */
const identificationUpload = z.catchall(z.looseObject({}), z.union([z.string(), z.instanceof(Blob)]));
const uploadRow = <A extends Access>(access: A, matrixId: string, path: string) =>
  mobileRow(access, matrixId, path, identificationUpload, unshownMobileResponse, {
    assumed: 'multipart fields not shown: any text or file fields are sent as form data',
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
  product_update_info_check_status: unshownMobileRow(
    'read',
    'API-104',
    '/{product}_update_info_check_status',
  ),
  product_identification_check_otp: unshownMobileRow(
    'write',
    'API-105',
    '/{product}_identification_check_otp',
  ),
  product_identification_log: unshownMobileRow('write', 'API-106', '/{product}_identification_log'),
  product_send_support_log: unshownMobileRow('write', 'API-107', '/{product}_send_support_log'),
  product_check_chinhchu: unshownMobileRow('read', 'API-108', '/{product}_check_chinhchu'),
  ekyc_identification_ver2: unshownMobileRow('write', 'API-109', '/ekyc_identification_ver2'),
  product_identification: uploadRow('write', 'API-110', '/{product}_identification'),
  product_identification_v3: uploadRow('write', 'API-111', '/{product}_identification_v3'),
  product_update_info_popup: unshownMobileRow('read', 'API-112', '/{product}_update_info_popup'),
  // LAND-10: public landing page, no session; reads error_code and message only.
  product_add_contact_update_user_info: mobileRow(
    'write',
    'API-113',
    '/{product}_add_contact_update_user_info',
    subscriberUpdateRequest,
    mobileEnvelope,
    { session: false, subscriberUpdateToken: true },
  ),
  product_get_tbc_file: unshownMobileRow('read', 'API-114', '/{product}_get_tbc_file'),
});
