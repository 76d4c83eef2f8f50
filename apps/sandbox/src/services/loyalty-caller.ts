/**
 * Who a loyalty call is for (ROLE-10, LOY-29, LOY-30; issues 23 and 47). The loyalty rows carry no session:
 * the envelope's secureCode is signed by the signer, which signs only for a live session's own number and
 * checks every field of the one encoding of the envelope, so a valid secureCode proves the number belongs
 * to the caller. Every call after the tokens (API-145) must also carry a live member token of that number,
 * and each signed envelope is used once (its requestId), so a captured one cannot be replayed. Anything
 * else is refused: the body's msisdn alone proves nothing.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hmacSha256Hex, loyaltyEnvelopeFields, loyaltySecureCodeInput } from '@selfcare/api-client/contract';
import { MEMBER_TOKEN_EXPIRED_CODE } from '@selfcare/domain';
import type { AppContext } from '../app-context';
import { describeIssues } from '../http/operator-error-format';
import { InvalidInput, OperatorError } from '../http/operator-error';
import { normaliseMsisdn } from './phone';

/** The kinds of member token API-145 hands out; `member` (TokenHoiVien) rides in every later envelope. */
export type MemberTokenKind = 'dev' | 'esc' | 'member';

/** What a member token vouches for: its kind, the number, when it stops and a nonce, as one JSON text. */
const tokenMac = async (app: AppContext, kind: string, msisdn: string, expires: string, nonce: string) =>
  (
    await hmacSha256Hex(
      app.config.loyaltySecret,
      JSON.stringify(['member-token', kind, msisdn, expires, nonce]),
    )
  ).slice(0, 32);

/**
 * Issue 47: a new member token for the number, `kind.expiry.nonce.mac`. It expires after
 * `memberTokenMinutes`, and each issue is a new token (the nonce), so one that leaked stops working.
 */
export async function memberToken(app: AppContext, kind: MemberTokenKind, msisdn: string): Promise<string> {
  const expires = (app.clock.now() + app.config.memberTokenMinutes * 60_000).toString(36);
  const nonce = randomBytes(9).toString('base64url');
  return `${kind}.${expires}.${nonce}.${await tokenMac(app, kind, msisdn, expires, nonce)}`;
}

/** Whether a token is a live one of this kind for this number, one that has expired, or not one at all. */
export async function memberTokenState(
  app: AppContext,
  kind: MemberTokenKind,
  msisdn: string,
  token: string,
): Promise<'live' | 'expired' | 'invalid'> {
  const [tokenKind, expires = '', nonce = '', mac = '', ...rest] = token.split('.');
  if (tokenKind !== kind || rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(expires)) return 'invalid';
  if (!sameText(mac, await tokenMac(app, kind, msisdn, expires, nonce))) return 'invalid';
  return parseInt(expires, 36) > app.clock.now() ? 'live' : 'expired';
}

function sameText(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')];
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Refused in the loyalty service's shape; 403 so that a signed-in portal is not signed out by it. */
const notYours = () => new OperatorError('403', 'Không có quyền truy cập dữ liệu hội viên này.');

/** The client fetches a new token and sends the call again (MEMBER_TOKEN_EXPIRED_CODE). */
const tokenExpired = () =>
  new OperatorError(MEMBER_TOKEN_EXPIRED_CODE, 'Phiên hội viên đã hết hạn, vui lòng thử lại.');

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
  if (callName !== tokenIssuingCall) {
    const state = await memberTokenState(app, 'member', msisdn, envelope.token);
    if (state === 'invalid') throw notYours();
    if (state === 'expired') throw tokenExpired();
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
