/**
 * Issue 19: the eKYC simulator. The tester chooses what the AI check answers for a number's next
 * uploads (approve, hold for review, or one of the §8 refusals); the choice stays until changed. A held
 * request waits (ACC-62) until the tester approves or rejects it. Local use only.
 */
import { ekycRefusals, type EkycRefusal } from '@selfcare/domain';
import { nowDate, type AppContext } from '../app-context';
import type { SqlExecutor } from '../db/database';
import { InvalidInput } from '../http/operator-error';
import { findOrProvision } from './subscribers';

export const ekycOutcomes = ['approve', 'review', ...ekycRefusals] as const;
export type EkycOutcome = (typeof ekycOutcomes)[number];

export const isEkycOutcome = (value: unknown): value is EkycOutcome =>
  (ekycOutcomes as readonly unknown[]).includes(value);

/** The operator's words for each refusal (ERR-47 … ERR-50), as the AI check would answer. */
export const ekycRefusalMessages: Readonly<Record<EkycRefusal, string>> = {
  idOverLimit: 'Giấy tờ tùy thân này đã đăng ký cho quá 3 số thuê bao.',
  imageQuality: 'Ảnh giấy tờ không đạt chất lượng: ảnh bị mờ, lóa sáng hoặc bị cắt góc.',
  faceMismatch: 'Ảnh chân dung không khớp với ảnh trên giấy tờ tùy thân.',
  serviceUnavailable: 'Không kết nối được dịch vụ xác thực AI, vui lòng thử lại sau.',
};

export async function setEkycOutcome(app: AppContext, msisdn: string, outcome: unknown): Promise<void> {
  if (!isEkycOutcome(outcome)) throw new InvalidInput(`outcome must be one of: ${ekycOutcomes.join(' | ')}.`);
  await findOrProvision(app, msisdn);
  await app.db.query(
    `insert into ekyc_outcomes (msisdn, outcome, set_at) values ($1, $2, $3)
     on conflict (msisdn) do update set outcome = excluded.outcome, set_at = excluded.set_at`,
    [msisdn, outcome, nowDate(app)],
  );
}

/** What the next check answers for the number: approve unless the tester chose otherwise. */
export async function ekycOutcomeOf(db: SqlExecutor, msisdn: string): Promise<EkycOutcome> {
  const [row] = await db.query<{ outcome: string }>('select outcome from ekyc_outcomes where msisdn = $1', [
    msisdn,
  ]);
  return isEkycOutcome(row?.outcome) ? row.outcome : 'approve';
}

export const ekycDecisions = ['approved', 'rejected'] as const;
export type EkycDecision = (typeof ekycDecisions)[number];

/** The back office's decision on a request that waits for review; any other request is left alone. */
export async function decideEkycRequest(
  app: AppContext,
  requestId: number,
  decision: unknown,
): Promise<boolean> {
  if (!(ekycDecisions as readonly unknown[]).includes(decision))
    throw new InvalidInput(`status must be one of: ${ekycDecisions.join(' | ')}.`);
  if (!Number.isInteger(requestId)) throw new InvalidInput('id: not a request.');
  const rows = await app.db.query<{ id: number }>(
    "update ekyc_requests set status = $2, decided_at = $3 where id = $1 and status = 'pending' returning id",
    [requestId, decision, nowDate(app)],
  );
  return rows.length > 0;
}
