/**
 * API-136 … API-139 (issue 21): the click, short-link, campaign-action and web-access logs. A log row keeps
 * the call, the caller's number when a live session sent it (never a number from the body) and the body as
 * sent, bounded in size; logging is limited for everyone together (a visitor has no number to count by).
 * The rows are readable on the --local tool page /__sandbox/logs (pages/logs.ts).
 */
import type { AppContext } from '../app-context';
import { InvalidInput, OperatorError } from '../http/operator-error';

/** Log rows a minute, all callers together (assumed). */
export const LOGS_PER_MINUTE = 1200;
/** The largest body a log row keeps, as JSON text (assumed; a real log line is a few hundred bytes). */
export const LOG_MAX_CHARS = 8_000;

export type LogCall =
  'short_link_click_log' | 'product_shortlink_log' | 'product_campaign_action_log' | 'log_access_web';

export async function recordLog(
  app: AppContext,
  call: LogCall,
  msisdn: string | undefined,
  body: Readonly<Record<string, unknown>>,
): Promise<void> {
  const { session: _session, ...payload } = body;
  const json = JSON.stringify(payload);
  if (json.length > LOG_MAX_CHARS)
    throw new InvalidInput(`A log body is at most ${LOG_MAX_CHARS} characters.`);
  const now = app.clock.now();
  const [recent] = await app.db.query<{ count: number }>(
    'select count(*)::int as count from campaign_logs where received_at > $1',
    [new Date(now - 60_000)],
  );
  if ((recent?.count ?? 0) >= LOGS_PER_MINUTE)
    throw new OperatorError('LOG_LIMIT', 'Hệ thống đang bận, vui lòng thử lại sau.');
  await app.db.query(
    'insert into campaign_logs (call_name, msisdn, payload, received_at) values ($1, $2, $3, $4)',
    [call, msisdn ?? null, json, new Date(now)],
  );
}

export interface LogRow {
  readonly id: string;
  readonly call_name: string;
  readonly msisdn: string | null;
  readonly payload: Record<string, unknown>;
  readonly received_at: Date;
}

/** The newest rows first; `contains` keeps the rows whose body holds that text (a test's own marker). */
export function latestLogs(
  app: AppContext,
  options: { call?: string | undefined; contains?: string | undefined; limit: number },
): Promise<LogRow[]> {
  return app.db.query<LogRow>(
    `select id::text as id, call_name, msisdn, payload, received_at from campaign_logs
      where ($1::text is null or call_name = $1) and ($2::text is null or strpos(payload::text, $2) > 0)
      order by id desc limit $3`,
    [options.call ?? null, options.contains ?? null, options.limit],
  );
}
