/**
 * LAND-10, API-113 (UNSPEC): the callback requests of the subscriber-information page. The page is public
 * (a visitor gives any number to be called back on), so the signer signs its token without a session, but
 * only for a well-formed, fresh message: a callback number (VAL-07), a request_id of now (epoch ms, within
 * REQUEST_ID_WINDOW_MS) and the partner code WEB. The handler checks the token again, takes each request
 * once, and limits requests per number and for everyone together.
 */
import { timingSafeEqual } from 'node:crypto';
import {
  hmacSha256Hex,
  SIGN_SEPARATOR,
  SUBSCRIBER_UPDATE_PARTNER_CODE,
  subscriberUpdateTokenInput,
} from '@selfcare/api-client/contract';
import { formatPhoneDisplay, validateCallbackPhone } from '@selfcare/domain';
import type { AppContext } from '../app-context';
import { InvalidInput, OperatorError } from '../http/operator-error';

/** How far a request_id may be from the sandbox's clock (assumed): a token cannot be kept for later. */
export const REQUEST_ID_WINDOW_MS = 10 * 60_000;
/** Callback requests per number a day (assumed). */
export const CONTACT_REQUESTS_PER_DAY = 3;
/** Callback requests a minute, all visitors together (assumed, like the captchas). */
export const CONTACT_REQUESTS_PER_MINUTE = 60;

export interface ContactUpdateFields {
  readonly msisdn: string;
  readonly request_id: string;
  readonly partner_code: string;
}

/** The fields of a callback request, or why they are not one (a sentence for the 400). */
export function contactUpdateProblem(fields: ContactUpdateFields, now: number): string | undefined {
  if (!validateCallbackPhone(fields.msisdn).ok) return 'msisdn must be a callback number (VAL-07).';
  if (!/^\d{13}$/.test(fields.request_id)) return 'request_id must be the time in epoch milliseconds.';
  if (Math.abs(Number(fields.request_id) - now) > REQUEST_ID_WINDOW_MS)
    return 'request_id is not the current time.';
  if (fields.partner_code !== SUBSCRIBER_UPDATE_PARTNER_CODE) return 'partner_code must be WEB.';
  return undefined;
}

/** The signer's reading of a subscriber-update message (msisdn|request_id|partner_code). */
export function contactUpdateMessage(message: string): ContactUpdateFields {
  const [msisdn = '', request_id = '', partner_code = '', ...rest] = message.split(SIGN_SEPARATOR);
  return rest.length > 0 ? { msisdn: '', request_id, partner_code } : { msisdn, request_id, partner_code };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

async function tokenMatches(app: AppContext, fields: ContactUpdateFields, token: string) {
  const expected = Buffer.from(
    await hmacSha256Hex(app.config.subscriberUpdateSecret, subscriberUpdateTokenInput(fields)),
  );
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const busy = () => new OperatorError('CONTACT_LIMIT', 'Hệ thống đang bận, vui lòng thử lại sau ít phút.');

/** LAND-10, ERR-24: records one signed callback request and answers the operator's message. */
export async function recordContactUpdate(
  app: AppContext,
  body: Readonly<Record<string, unknown>>,
): Promise<string> {
  const now = app.clock.now();
  const fields = {
    msisdn: text(body['msisdn']),
    request_id: text(body['request_id']),
    partner_code: text(body['partner_code']),
  };
  const problem = contactUpdateProblem(fields, now);
  if (problem !== undefined) throw new InvalidInput(problem);
  if (!(await tokenMatches(app, fields, text(body['token']))))
    throw new OperatorError('INVALID_TOKEN', 'Yêu cầu không hợp lệ, vui lòng tải lại trang và gửi lại.');
  const checked = validateCallbackPhone(fields.msisdn);
  const msisdn = checked.ok ? checked.value : fields.msisdn;
  const [counts] = await app.db.query<{ number_today: number; everyone_minute: number }>(
    `select count(*) filter (where msisdn = $1 and received_at > $2)::int as number_today,
            count(*) filter (where received_at > $3)::int as everyone_minute
       from contact_update_requests where received_at > $2`,
    [msisdn, new Date(now - 24 * 3_600_000), new Date(now - 60_000)],
  );
  if ((counts?.everyone_minute ?? 0) >= CONTACT_REQUESTS_PER_MINUTE) throw busy();
  if ((counts?.number_today ?? 0) >= CONTACT_REQUESTS_PER_DAY)
    throw new OperatorError(
      'CONTACT_LIMIT',
      `Số ${formatPhoneDisplay(msisdn)} đã gửi ${CONTACT_REQUESTS_PER_DAY} yêu cầu hôm nay. Nhân viên sẽ liên hệ Quý khách sớm.`,
    );
  const inserted = await app.db.query(
    `insert into contact_update_requests (msisdn, request_id, partner_code, received_at)
     values ($1, $2, $3, $4) on conflict do nothing returning id`,
    [msisdn, fields.request_id, fields.partner_code, new Date(now)],
  );
  if (inserted.length === 0)
    throw new OperatorError('DUPLICATE_REQUEST', 'Yêu cầu này đã được ghi nhận trước đó.');
  return `Cảm ơn Quý khách. Yêu cầu cập nhật thông tin đã được ghi nhận, nhân viên sẽ gọi lại số ${formatPhoneDisplay(msisdn)} trong vòng 24 giờ.`;
}

export interface ContactRequestRow {
  readonly msisdn: string;
  readonly request_id: string;
  readonly received_at: Date;
}

export function latestContactRequests(app: AppContext, limit: number): Promise<ContactRequestRow[]> {
  return app.db.query<ContactRequestRow>(
    'select msisdn, request_id, received_at from contact_update_requests order by id desc limit $1',
    [limit],
  );
}
