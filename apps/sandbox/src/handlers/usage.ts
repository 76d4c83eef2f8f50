/**
 * Issue 17: the signed-in subscriber's usage detail (API-069/070), top-ups (API-068) and bills (API-067).
 * Every read is bound to the session's number; a range the rule of CONST-78 refuses is a 400.
 */
import {
  checkUsageRange,
  defaultUsageRange,
  HISTORY_MAX_DAYS,
  vietnamDateOf,
  type UsageRange,
} from '@selfcare/domain';
import { InvalidInput } from '../http/operator-error';
import { findSubscriber } from '../services/subscribers';
import { signedIn, type CallContext, type Handlers } from './types';

const ok = <T>(result: T) => ({ error_code: '0', message: 'Thành công', result });
const DAY_MS = 86_400_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

interface UsageRequest {
  from_date?: string | undefined;
  to_date?: string | undefined;
  usage_type?: 'call' | 'sms' | 'data' | undefined;
}

const rangeRefusals = {
  invalidDate: 'from_date / to_date: not a calendar day (YYYY-MM-DD)',
  endBeforeStart: 'to_date is before from_date',
  tooLong: `the range is longer than ${HISTORY_MAX_DAYS} days`,
  tooOld: `the history reaches back ${HISTORY_MAX_DAYS} days`,
} as const;

/**
 * CONST-78: the days asked for (the last 30 when none), checked on the sandbox's own Vietnam day. An end
 * after today reads up to now (the portal's clock may be a little ahead); anything else refused is a 400.
 */
function rangeOf(request: UsageRequest, app: CallContext): UsageRange {
  const today = vietnamDateOf(new Date(app.clock.now()));
  const fallback = defaultUsageRange(today);
  const asked = { from: request.from_date ?? fallback.from, to: request.to_date ?? fallback.to };
  const checked = checkUsageRange(asked, today);
  if (checked.ok || checked.error === 'inFuture') return asked;
  throw new InvalidInput(rangeRefusals[checked.error]);
}

/** An inclusive Vietnam-day range as the instants [start, end) it covers. */
const instantsOf = (range: UsageRange) => ({
  start: new Date(Date.parse(`${range.from}T00:00:00Z`) - VIETNAM_OFFSET_MS),
  end: new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS - VIETNAM_OFFSET_MS),
});

async function usageOf(request: UsageRequest, app: CallContext) {
  const msisdn = signedIn(app);
  const { start, end } = instantsOf(rangeOf(request, app));
  const rows = await app.db.query<{
    usage_type: string;
    b_subs: string;
    call_type: string;
    duration_s: number;
    volume_bytes: number;
    charge: number;
    started_at: Date;
  }>(
    `select usage_type, b_subs, call_type, duration_s, volume_bytes, charge, started_at from usage_records
     where msisdn = $1 and started_at >= $2 and started_at < $3 and ($4::text is null or usage_type = $4)
     order by started_at desc`,
    [msisdn, start, end, request.usage_type ?? null],
  );
  return rows.map((row) => ({
    B_SUBS: row.b_subs,
    CALL_TYPE: row.call_type,
    DURATION: row.duration_s,
    USAGE_TYPE: row.usage_type.toUpperCase(),
    CHARGE: row.charge,
    VOLUME_BYTES: Number(row.volume_bytes),
    START_TIME: row.started_at.toISOString(),
  }));
}

export const usageHandlers: Handlers = {
  async mobile_post_hist_detail(request, app) {
    return ok(await usageOf(request, app));
  },

  async mobile_prepaid_hist_detail(request, app) {
    return ok(await usageOf(request, app));
  },

  /** API-068: the top-ups of the last 90 days, newest first. */
  async mobile_prepaid_refill_history(_request, app) {
    const since = new Date(app.clock.now() - HISTORY_MAX_DAYS * DAY_MS);
    const rows = await app.db.query<{ amount: number; channel: string; refilled_at: Date }>(
      'select amount, channel, refilled_at from refills where msisdn = $1 and refilled_at >= $2 order by refilled_at desc',
      [signedIn(app), since],
    );
    return ok(
      rows.map((row) => ({
        REFILL_TIME: row.refilled_at.toISOString(),
        AMOUNT: row.amount,
        CHANNEL: row.channel,
      })),
    );
  },

  /** API-067: a postpaid account's monthly bills, newest first (a prepaid account has none). */
  async mobile_post_billing_history(_request, app) {
    const subscriber = await findSubscriber(app.db, signedIn(app));
    if (subscriber?.kind !== 'postpaid') return ok([]);
    const rows = await app.db.query<{ period: string; amount: number; paid: boolean; issued_at: Date }>(
      'select period, amount, paid, issued_at from invoices where msisdn = $1 order by issued_at desc',
      [subscriber.msisdn],
    );
    return ok(
      rows.map((row) => ({
        BILL_CYCLE: row.period,
        AMOUNT: row.amount,
        PAID: row.paid ? 1 : 0,
        ISSUE_DATE: row.issued_at.toISOString(),
      })),
    );
  },
};
