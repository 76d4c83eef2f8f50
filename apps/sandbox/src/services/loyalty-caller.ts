/**
 * Who a loyalty call is for (ROLE-10, LOY-29, LOY-30; issue 23). The loyalty rows carry no session: the
 * envelope's secureCode is signed by the signer, which signs only for a live session's own number, so a
 * valid secureCode proves the number belongs to the caller. Every call after the tokens (API-145) must
 * also carry that number's member token, and each signed envelope is used once (its requestId), so a
 * captured one cannot be replayed. Anything else is refused: the body's msisdn alone proves nothing.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { hmacSha256Hex, loyaltyEnvelopeFields, loyaltySecureCodeInput } from '@selfcare/api-client/contract';
import type { AppContext } from '../app-context';
import { describeIssues } from '../http/operator-error-format';
import { InvalidInput, OperatorError } from '../http/operator-error';
import { normaliseMsisdn } from './phone';

/** The kinds of member token API-145 hands out; `member` (TokenHoiVien) rides in every later envelope. */
export type MemberTokenKind = 'dev' | 'esc' | 'member';

export async function memberToken(app: AppContext, kind: MemberTokenKind, msisdn: string): Promise<string> {
  return `${kind}.${(await hmacSha256Hex(app.config.loyaltySecret, `${kind}|${msisdn}`)).slice(0, 32)}`;
}

const sameText = (a: string, b: string) => {
  const [left, right] = [Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')];
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Refused in the loyalty service's shape; 403 so that a signed-in portal is not signed out by it. */
const notYours = () => new OperatorError('403', 'Không có quyền truy cập dữ liệu hội viên này.');

/** The call that issues the member tokens needs only the signed envelope. */
const tokenIssuingCall = 'getTokenHoiVien';

export async function loyaltyCaller(
  app: AppContext,
  callName: string,
  input: Record<string, unknown>,
): Promise<string> {
  const parsed = loyaltyEnvelopeFields.safeParse(input);
  if (!parsed.success) throw new InvalidInput(`Invalid loyalty envelope: ${describeIssues(parsed.error)}`);
  const envelope = parsed.data;
  const expected = await hmacSha256Hex(app.config.loyaltySecret, loyaltySecureCodeInput(envelope));
  if (!sameText(envelope.secureCode, expected)) throw notYours();
  const msisdn = normaliseMsisdn(envelope.msisdn);
  if (callName !== tokenIssuingCall && !sameText(envelope.token, await memberToken(app, 'member', msisdn))) {
    throw notYours();
  }
  if (!(await firstUse(app, envelope.requestId))) throw notYours();
  return msisdn;
}

/** Request ids are kept this long; an envelope older than that has long been replaced by the client. */
const requestIdKeepMs = 24 * 60 * 60_000;
let prunedAt = 0;

/** Records a request id; false when it was seen before (a replayed envelope). */
async function firstUse(app: AppContext, requestId: string): Promise<boolean> {
  const now = app.clock.now();
  if (now - prunedAt > 60 * 60_000) {
    prunedAt = now;
    await app.db.query('delete from loyalty_request_ids where seen_at < $1', [
      new Date(now - requestIdKeepMs),
    ]);
  }
  const inserted = await app.db.query(
    'insert into loyalty_request_ids (request_id, seen_at) values ($1, $2) on conflict do nothing returning request_id',
    // Hashed: the id is the caller's text, of any length; the key stays small.
    [createHash('sha256').update(requestId).digest('hex'), new Date(now)],
  );
  return inserted.length > 0;
}
