/**
 * LAND-10, API-113 (UNSPEC): the callback requests of the subscriber-information page. The page is public
 * (a visitor gives any number to be called back on), so the signer signs its token without a session, but
 * only for a well-formed, fresh message: a callback number (VAL-07), a request_id of now (epoch ms, within
 * REQUEST_ID_WINDOW_MS) and the partner code WEB. The handler checks the token again, takes each request
 * once, and limits requests per client, per number and, as a backstop, for everyone together (issue 47:
 * one client alone can no longer fill the shared allowance and make the next customer hear "busy").
 */
import { timingSafeEqual } from 'node:crypto';
import {
  hmacSha256Hex,
  SUBSCRIBER_UPDATE_PARTNER_CODE,
  subscriberUpdateTokenInput,
} from '@selfcare/api-client/contract';
import { formatPhoneDisplay, validateCallbackPhone } from '@selfcare/domain';
import type { AppContext } from '../app-context';
import { InvalidInput, OperatorError } from '../http/operator-error';
import type { Requester } from '../http/requester';

/** How far a request_id may be from the sandbox's clock (assumed): a token cannot be kept for later. */
export const REQUEST_ID_WINDOW_MS = 10 * 60_000;
/** Callback requests per number a day (assumed). */
export const CONTACT_REQUESTS_PER_DAY = 3;
/**
 * Issue 47: callback requests one client (address) may send in CONTACT_CLIENT_WINDOW_MS. A person asks for
 * a call back on their own number, perhaps on a second one; five in ten minutes leaves room for an office
 * behind one address, and a client alone stays far below the shared ceiling below.
 */
export const CONTACT_REQUESTS_PER_CLIENT = 5;
export const CONTACT_CLIENT_WINDOW_MS = 10 * 60_000;
/**
 * Callback requests a minute, all visitors together (assumed, like the captchas): a backstop only, twelve
 * clients' full share at once, so one client cannot reach it alone.
 */
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

const text = (value: unknown) => (typeof value === 'string' ? value : '');

async function tokenMatches(app: AppContext, fields: ContactUpdateFields, token: string) {
  const expected = Buffer.from(
    await hmacSha256Hex(app.config.subscriberUpdateSecret, subscriberUpdateTokenInput(fields)),
  );
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const busy = () => new OperatorError('CONTACT_LIMIT', 'Hệ thống đang bận, vui lòng thử lại sau ít phút.');

const clientLimit = (waitSeconds: number) =>
  new OperatorError(
    'CONTACT_LIMIT',
    `Quý khách đã gửi ${CONTACT_REQUESTS_PER_CLIENT} yêu cầu trong ${CONTACT_CLIENT_WINDOW_MS / 60_000} phút, vui lòng thử lại sau ${Math.ceil(waitSeconds / 60)} phút.`,
    { wait_seconds: waitSeconds },
  );

interface ContactCounts {
  number_today: number;
  client_window: number;
  client_oldest: Date | null;
  everyone_minute: number;
}

/** LAND-10, ERR-24: records one signed callback request and answers the operator's message. */
export async function recordContactUpdate(
  app: AppContext,
  body: Readonly<Record<string, unknown>>,
  requester: Requester,
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
  // Counted and recorded under one lock, so a burst in parallel cannot pass the counts together.
  const inserted = await app.db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext('contact_update_requests'))");
    const [counts] = await tx.query<ContactCounts>(
      `select count(*) filter (where msisdn = $1)::int as number_today,
              count(*) filter (where client_address = $4 and received_at > $5)::int as client_window,
              min(received_at) filter (where client_address = $4 and received_at > $5) as client_oldest,
              count(*) filter (where received_at > $3)::int as everyone_minute
         from contact_update_requests where received_at > $2`,
      [
        msisdn,
        new Date(now - 24 * 3_600_000),
        new Date(now - 60_000),
        requester.address,
        new Date(now - CONTACT_CLIENT_WINDOW_MS),
      ],
    );
    // An address many people share (config sharedClientAddresses) has no quota of its own, as elsewhere.
    const shared = app.config.sharedClientAddresses.includes(requester.address);
    if (!shared && (counts?.client_window ?? 0) >= CONTACT_REQUESTS_PER_CLIENT) {
      const oldest = counts?.client_oldest?.getTime() ?? now;
      throw clientLimit(Math.max(1, Math.ceil((oldest + CONTACT_CLIENT_WINDOW_MS - now) / 1000)));
    }
    if ((counts?.number_today ?? 0) >= CONTACT_REQUESTS_PER_DAY)
      throw new OperatorError(
        'CONTACT_LIMIT',
        `Số ${formatPhoneDisplay(msisdn)} đã gửi ${CONTACT_REQUESTS_PER_DAY} yêu cầu hôm nay. Nhân viên sẽ liên hệ Quý khách sớm.`,
      );
    if ((counts?.everyone_minute ?? 0) >= CONTACT_REQUESTS_PER_MINUTE) throw busy();
    return tx.query(
      `insert into contact_update_requests (msisdn, request_id, partner_code, received_at, client_address)
       values ($1, $2, $3, $4, $5) on conflict do nothing returning id`,
      [msisdn, fields.request_id, fields.partner_code, new Date(now), requester.address],
    );
  });
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
