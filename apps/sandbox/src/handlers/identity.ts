/**
 * Identity update (issue 19, API-103 … API-112, API-114; docs/decisions/ekyc.md). Every row answers for
 * the session's own number. An upload checks its one-use token, each photo's content (a whole JPEG or PNG,
 * issue 47) and size, keeps the photos drawn again as fresh JPEGs on disk with the request, and answers what the eKYC simulator
 * chose for the number: the data read from the photos (and a code to the number), or a §8 refusal.
 */
import { randomBytes } from 'node:crypto';
import { ekycOtpService, type Contract, type RequestOf } from '@selfcare/api-client/contract';
import {
  EKYC_PHOTO_MAX_BYTES,
  ekycPhotoSides,
  ekycRefusalCodes,
  toLocalPhone,
  type EkycPhotoSide,
} from '@selfcare/domain';
import { nowDate } from '../app-context';
import type { SqlExecutor } from '../db/database';
import { OperatorError } from '../http/operator-error';
import { storeEkycPhotos, type StoredPhoto } from '../services/ekyc-files';
import { checked, readUploadedFile, reencodePhoto } from '../services/photo-content';
import { ekycOutcomeOf, ekycRefusalMessages } from '../services/ekyc-outcomes';
import { requireOtp, sendOtp } from '../services/otp';
import { openCallBackTicket } from '../services/support-tickets';
import { findSubscriber } from '../services/subscribers';
import { signedIn, type CallContext, type Handlers } from './types';

const ok = <T>(result: T) => ({ error_code: '0', message: 'Thành công', result });

/** A token of API-103 is good for one upload within this time. */
export const EKYC_TOKEN_TTL_MS = 15 * 60_000;

interface RequestRow {
  id: number;
  purpose: string;
  status: string;
  full_name: string | null;
  id_number: string | null;
  birth_date: string | null;
  issue_date: string | null;
  created_at: Date;
  decided_at: Date | null;
}

type UploadRequest = RequestOf<Contract['product_identification_v3']>;

const fieldOf: Record<EkycPhotoSide, 'front_image' | 'back_image' | 'portrait_image'> = {
  front: 'front_image',
  back: 'back_image',
  portrait: 'portrait_image',
};

/**
 * ACC-58, issue 47 item 6: each photo a file within the size limit (413 over it) whose content is a whole
 * JPEG or PNG without markup (services/photo-content.ts). All three pass the cheap checks before any is
 * decoded; what is kept is each photo drawn again as a fresh JPEG.
 */
async function readPhotos(request: UploadRequest): Promise<StoredPhoto[]> {
  const uploaded: { side: EkycPhotoSide; bytes: Uint8Array }[] = [];
  for (const side of ekycPhotoSides)
    uploaded.push({
      side,
      bytes: await readUploadedFile(request[fieldOf[side]], fieldOf[side], EKYC_PHOTO_MAX_BYTES),
    });
  return uploaded.map(({ side, bytes }) => {
    const clean = checked(fieldOf[side], () => reencodePhoto(bytes));
    return { side, type: clean.type, bytes: clean.bytes };
  });
}

/** Masks all but the first and last characters of each word ("N*** V** AN" style, last word kept). */
function maskName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words
    .map((word, index) =>
      index === words.length - 1 ? word : `${word.slice(0, 1)}${'*'.repeat(Math.max(0, word.length - 1))}`,
    )
    .join(' ');
}

const maskIdNumber = (id: string) =>
  `${id.slice(0, 4)}${'*'.repeat(Math.max(0, id.length - 6))}${id.slice(-2)}`;

/** What the simulated AI "reads" from the photos: the subscriber's name and a citizen number of their own. */
function readFromPhotos(fullName: string, msisdn: string) {
  const digits = toLocalPhone(msisdn).replace(/\D/g, '').slice(-8).padStart(8, '0');
  return {
    full_name: fullName.toLocaleUpperCase('vi-VN'),
    id_number: `0010${digits}`,
    birth_date: '1990-05-01',
    issue_date: '2021-06-15',
  };
}

async function latestDecided(db: SqlExecutor, msisdn: string): Promise<RequestRow | undefined> {
  const [row] = await db.query<RequestRow>(
    `select * from ekyc_requests where msisdn = $1 and status in ('pending', 'approved', 'rejected')
     order by created_at desc, id desc limit 1`,
    [msisdn],
  );
  return row;
}

async function latestApproved(db: SqlExecutor, msisdn: string): Promise<RequestRow | undefined> {
  const [row] = await db.query<RequestRow>(
    `select * from ekyc_requests where msisdn = $1 and status = 'approved'
     order by created_at desc, id desc limit 1`,
    [msisdn],
  );
  return row;
}

/** Takes the caller's unused, unexpired token (one upload each), or refuses. */
async function useToken(context: CallContext, msisdn: string, tokenId: string): Promise<void> {
  const now = nowDate(context);
  const [used] = await context.db.query<{ token_id: string }>(
    `update ekyc_tokens set used_at = $3
     where token_id = $1 and msisdn = $2 and used_at is null and created_at > $4 returning token_id`,
    [tokenId, msisdn, now, new Date(now.getTime() - EKYC_TOKEN_TTL_MS)],
  );
  if (!used)
    throw new OperatorError(
      'EKYC_TOKEN_INVALID',
      'Phiên xác thực đã hết hạn hoặc đã được dùng, vui lòng chụp và gửi lại ảnh.',
    );
}

async function upload(request: UploadRequest, context: CallContext) {
  const msisdn = signedIn(context);
  const photos = await readPhotos(request);
  const subscriber = await findSubscriber(context.db, msisdn);
  // ACC-61 (ROLE-09): a VIP number updates at a store, never online.
  if (subscriber?.is_vip)
    throw new OperatorError(
      'EKYC_VIP',
      'Số thuê bao VIP không cập nhật thông tin trực tuyến, vui lòng đến cửa hàng.',
    );
  if ((await latestDecided(context.db, msisdn))?.status === 'pending')
    throw new OperatorError('EKYC_PENDING', 'Yêu cầu cập nhật trước đang chờ duyệt (trong 24 giờ).');
  await useToken(context, msisdn, request.token_id);
  const outcome = await ekycOutcomeOf(context.db, msisdn);
  const read = readFromPhotos(subscriber?.full_name ?? 'Khách hàng', msisdn);
  const refused = outcome === 'approve' || outcome === 'review' ? undefined : outcome;
  const [row] = await context.db.query<{ id: number }>(
    `insert into ekyc_requests (msisdn, purpose, status, refusal_code, full_name, id_number, birth_date,
       issue_date, photo_types, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      msisdn,
      request.purpose ?? 'update',
      refused === undefined ? 'awaiting_otp' : 'refused',
      refused === undefined ? null : ekycRefusalCodes[refused],
      refused === undefined ? read.full_name : null,
      refused === undefined ? read.id_number : null,
      refused === undefined ? read.birth_date : null,
      refused === undefined ? read.issue_date : null,
      JSON.stringify(Object.fromEntries(photos.map((photo) => [photo.side, photo.type]))),
      nowDate(context),
    ],
  );
  if (!row) throw new Error('ekyc_requests insert returned nothing');
  await storeEkycPhotos(context.config, row.id, photos);
  if (refused !== undefined) throw new OperatorError(ekycRefusalCodes[refused], ekycRefusalMessages[refused]);
  await sendOtp(context, msisdn, ekycOtpService);
  return ok({
    REQUEST_ID: row.id,
    FULL_NAME: read.full_name,
    ID_NUMBER: read.id_number,
    BIRTH_DATE: read.birth_date,
    ISSUE_DATE: read.issue_date,
  });
}

const unknownRequest = () =>
  new OperatorError('EKYC_REQUEST_UNKNOWN', 'Không tìm thấy yêu cầu cập nhật đang chờ xác nhận.');

export const identityHandlers: Handlers = {
  // ACC-55 (ENT-45): a fresh one-use token for the next upload.
  async product_get_ekyc_token(_request, context) {
    const msisdn = signedIn(context);
    const tokenId = randomBytes(18).toString('base64url');
    await context.db.query('insert into ekyc_tokens (token_id, msisdn, created_at) values ($1, $2, $3)', [
      tokenId,
      msisdn,
      nowDate(context),
    ]);
    return ok({
      access_token: randomBytes(18).toString('base64url'),
      token_tokenKey: randomBytes(12).toString('base64url'),
      token_id: tokenId,
    });
  },

  // ACC-56: the owner check: owner once a request was approved; VIP from the subscriber (ACC-61).
  async product_check_chinhchu(_request, context) {
    const msisdn = signedIn(context);
    const subscriber = await findSubscriber(context.db, msisdn);
    const approved = await latestApproved(context.db, msisdn);
    return ok({
      IS_OWNER: approved ? '1' : '0',
      IS_VIP: subscriber?.is_vip ? '1' : '0',
      FULL_NAME: maskName(approved?.full_name ?? subscriber?.full_name ?? ''),
      ID_NUMBER: approved?.id_number ? maskIdNumber(approved.id_number) : null,
    });
  },

  async product_update_info_check_status(_request, context) {
    const row = await latestDecided(context.db, signedIn(context));
    return ok({
      STATUS: row?.status ?? 'none',
      REQUEST_ID: row?.id ?? null,
      PURPOSE: row?.purpose ?? null,
      SUBMITTED_AT: row?.created_at.toISOString() ?? null,
      DECIDED_AT: row?.decided_at?.toISOString() ?? null,
    });
  },

  ekyc_identification_ver2: (request, context) => upload(request, context),
  product_identification: (request, context) => upload(request, context),
  product_identification_v3: (request, context) => upload(request, context),

  // The code sent with the upload confirms it; the sandbox plays the back office: it approves at once,
  // or the request waits for the tester's decision when the simulator holds the number's checks for review.
  async product_identification_check_otp(request, context) {
    const msisdn = signedIn(context);
    if (!/^\d+$/.test(request.request_id)) throw unknownRequest();
    const [row] = await context.db.query<{ id: number }>(
      "select id from ekyc_requests where id = $1 and msisdn = $2 and status = 'awaiting_otp'",
      [Number(request.request_id), msisdn],
    );
    if (!row) throw unknownRequest();
    await requireOtp(context, msisdn, ekycOtpService, request.otp);
    const status = (await ekycOutcomeOf(context.db, msisdn)) === 'review' ? 'pending' : 'approved';
    await context.db.query('update ekyc_requests set status = $2, decided_at = $3 where id = $1', [
      row.id,
      status,
      status === 'approved' ? nowDate(context) : null,
    ]);
    return ok({ REQUEST_ID: row.id, STATUS: status });
  },

  async product_identification_log(request, context) {
    await context.db.query(
      "insert into ekyc_logs (msisdn, kind, step, request_id, code, at) values ($1, 'step', $2, $3, $4, $5)",
      [signedIn(context), request.step, request.request_id ?? null, request.code ?? null, nowDate(context)],
    );
    return { error_code: '0', message: 'Thành công' };
  },

  // A call-back request after a refusal: staff call the number back (the sandbox keeps the line), within
  // the quotas per subscriber and per client of services/support-tickets.ts (issue 47).
  async product_send_support_log(request, context) {
    const ticket = await openCallBackTicket(context, signedIn(context), context.requester, request);
    return ok({ TICKET_ID: ticket });
  },

  // API-112: the invitation shows while the number is not registered to its owner (and may update online).
  async product_update_info_popup(_request, context) {
    const msisdn = signedIn(context);
    const subscriber = await findSubscriber(context.db, msisdn);
    const latest = await latestDecided(context.db, msisdn);
    const invite = !subscriber?.is_vip && latest?.status !== 'pending' && latest?.status !== 'approved';
    return ok({
      SHOW: invite ? '1' : '0',
      TITLE: invite ? 'Chuẩn hóa thông tin thuê bao' : null,
      CONTENT: invite
        ? 'Thông tin thuê bao của Quý khách chưa được chuẩn hóa. Vui lòng cập nhật bằng ảnh giấy tờ tùy thân để tránh gián đoạn dịch vụ.'
        : null,
    });
  },

  async product_get_tbc_file(_request, context) {
    const row = await latestApproved(context.db, signedIn(context));
    if (!row) return ok(null);
    return ok({
      REQUEST_ID: row.id,
      FULL_NAME: row.full_name ?? '',
      ID_NUMBER: maskIdNumber(row.id_number ?? ''),
      BIRTH_DATE: row.birth_date,
      ISSUE_DATE: row.issue_date,
      APPROVED_AT: row.decided_at?.toISOString() ?? null,
    });
  },
};
