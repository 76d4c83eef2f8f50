/**
 * API-107 (assumed fields), issue 47: the call-back tickets a subscriber asks for after an identity refusal.
 * Each one makes staff call, so they are rationed per subscriber and per client (address), never only for
 * everyone: a burst of requests (200 in 2 s in the review) gets a handful of tickets, the rest a refusal.
 * - The same request again while its ticket is open answers that ticket (a double click makes one).
 * - At most 3 open tickets per subscriber: a ticket stays open for the 24 hours staff take to call back
 *   (the sandbox has no staff to close it), and three refusals of different kinds are already a lot.
 * - At most 10 tickets an hour per client: a family or a shop helping a few people on one machine fits,
 *   one machine signing in many numbers to flood the call centre does not.
 */
import { CALL_BACK_LIMIT_CODE } from '@selfcare/domain';
import type { AppContext } from '../app-context';
import { OperatorError } from '../http/operator-error';
import type { Requester } from '../http/requester';

export const supportTicketRules = {
  openPerSubscriber: 3,
  openForMs: 24 * 3_600_000,
  perClient: 10,
  clientWindowMs: 3_600_000,
} as const;

interface TicketCounts {
  same_code: number | null;
  open: number;
  client_window: number;
  client_oldest: Date | null;
}

const secondsLeft = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));

/** Opens a call-back ticket for the subscriber (or answers the open one of the same code): its id. */
export async function openCallBackTicket(
  app: AppContext,
  msisdn: string,
  requester: Requester,
  request: { readonly code: string; readonly request_id?: string | undefined },
): Promise<number> {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    // Counted and recorded under one lock, so a burst in parallel cannot pass the counts together.
    await tx.query("select pg_advisory_xact_lock(hashtext('support_tickets'))");
    // The open window (24 h) holds the client's hour, so one scan of it counts both.
    const [counts] = await tx.query<TicketCounts>(
      `select max(id) filter (where msisdn = $1 and code = $2 and at > $3) as same_code,
              count(*) filter (where msisdn = $1 and at > $3)::int as open,
              count(*) filter (where client_address = $4 and at > $5)::int as client_window,
              min(at) filter (where client_address = $4 and at > $5) as client_oldest
         from ekyc_logs where kind = 'support' and at > $3`,
      [
        msisdn,
        request.code,
        new Date(now - supportTicketRules.openForMs),
        requester.address,
        new Date(now - supportTicketRules.clientWindowMs),
      ],
    );
    if (counts?.same_code != null) return counts.same_code;
    if ((counts?.open ?? 0) >= supportTicketRules.openPerSubscriber) {
      throw new OperatorError(
        CALL_BACK_LIMIT_CODE,
        `Quý khách đã có ${supportTicketRules.openPerSubscriber} yêu cầu gọi lại đang chờ. Nhân viên sẽ gọi lại trong vòng 24 giờ.`,
      );
    }
    // An address many people share (config sharedClientAddresses) has no quota of its own, as elsewhere.
    const shared = app.config.sharedClientAddresses.includes(requester.address);
    if (!shared && (counts?.client_window ?? 0) >= supportTicketRules.perClient) {
      const oldest = counts?.client_oldest?.getTime() ?? now;
      const wait = secondsLeft(oldest + supportTicketRules.clientWindowMs, now);
      throw new OperatorError(
        CALL_BACK_LIMIT_CODE,
        `Đã có quá nhiều yêu cầu gọi lại từ thiết bị này, vui lòng thử lại sau ${Math.ceil(wait / 60)} phút.`,
        { wait_seconds: wait },
      );
    }
    const [row] = await tx.query<{ id: number }>(
      `insert into ekyc_logs (msisdn, kind, request_id, code, at, client_address)
       values ($1, 'support', $2, $3, $4, $5) returning id`,
      [msisdn, request.request_id ?? null, request.code, new Date(now), requester.address],
    );
    return row?.id ?? 0;
  });
}
