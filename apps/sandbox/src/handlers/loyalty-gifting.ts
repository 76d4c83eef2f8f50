/**
 * Point gifting (issue 16, API-170 … API-173, LOY-57 … LOY-62; fields and sequence assumed, see
 * contract/loyaltyGifting.ts): the recipient's info, a code for one gift, its check (a one-time ticket),
 * then the gift. The giver's §5 rules are checked at every step; the recipient's (a member, the monthly
 * limit) only once the giver's code is proven (issue 47: before that every number answers alike, so nobody
 * learns who is a member by asking); all of them again inside the gift's transaction, which locks both
 * members (in number order, so two gifts between the same pair never deadlock).
 */
import { randomBytes } from 'node:crypto';
import { loyaltyGiftOtpService } from '@selfcare/api-client/contract';
import { GIFT_NOT_MEMBER_CODE, GIFT_POINTS_STEP, LOYALTY_LIMIT_CODES } from '@selfcare/domain';
import type { SqlExecutor } from '../db/database';
import { InvalidInput, OperatorError } from '../http/operator-error';
import { requireOtp, sendOtp } from '../services/otp';
import { normaliseMsisdn } from '../services/phone';
import { memberOf, ok } from './loyalty';
import type { CallContext, Handlers } from './types';

/** VAL-51 (limit value not shown, assumed): points a member may receive as gifts in a calendar month. */
const monthlyReceiveLimit = 5_000;
const ticketLifetimeMs = 10 * 60_000;
const vietnamOffsetMs = 7 * 3_600_000;

interface Member {
  msisdn: string;
  member_name: string;
  points: number;
}

const refused = (message: string) => new OperatorError('1', message);

function recipientNumber(raw: string): string {
  try {
    return normaliseMsisdn(raw);
  } catch {
    throw new InvalidInput('Số điện thoại người nhận không hợp lệ.');
  }
}

function monthStart(app: CallContext): Date {
  const local = new Date(app.clock.now() + vietnamOffsetMs);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - vietnamOffsetMs);
}

/** What the recipient may still receive this month. */
async function receivable(app: CallContext, db: SqlExecutor, recipient: string): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    'select coalesce(sum(points), 0)::int as total from loyalty_point_gifts where recipient = $1 and created_at >= $2',
    [recipient, monthStart(app)],
  );
  return Math.max(0, monthlyReceiveLimit - (row?.total ?? 0));
}

/** The giver's §5 rules (VAL-48 … VAL-50), which say nothing about the recipient, or undefined. */
function giverRefusalOf(giver: Member, recipient: string, points: number): OperatorError | undefined {
  if (!Number.isInteger(points) || points <= 0 || points % GIFT_POINTS_STEP !== 0) {
    return refused('Số điểm tặng phải là bội số của 100.');
  }
  if (recipient === giver.msisdn) return refused('Bạn không thể tặng điểm cho chính mình.');
  if (giver.points < points) return refused('Bạn không đủ điểm để tặng.');
  return undefined;
}

/** The recipient's rules (a member, VAL-51), told only to a giver who proved the code. */
async function recipientRefusalOf(
  app: CallContext,
  db: SqlExecutor,
  recipient: string,
  points: number,
): Promise<OperatorError | undefined> {
  const [member] = await db.query('select msisdn from loyalty_members where msisdn = $1', [recipient]);
  if (!member)
    return new OperatorError(
      GIFT_NOT_MEMBER_CODE,
      'Số điện thoại nhận không phải là hội viên VinaPhone Plus.',
    );
  if ((await receivable(app, db, recipient)) < points) {
    return new OperatorError(
      LOYALTY_LIMIT_CODES.giftLimit,
      'Người nhận đã nhận đủ số điểm được tặng trong tháng.',
    );
  }
  return undefined;
}

/** Every §5 rule (VAL-48 … VAL-51) in the operator's words, or undefined when the gift may go. */
async function refusalOf(
  app: CallContext,
  db: SqlExecutor,
  giver: Member,
  recipient: string,
  points: number,
): Promise<OperatorError | undefined> {
  return giverRefusalOf(giver, recipient, points) ?? (await recipientRefusalOf(app, db, recipient, points));
}

/** The giver and the recipient's number, once the giver's rules pass. */
async function checkedGiver(app: CallContext, request: { sdtNhan: string; soDiem: number }) {
  const giver = await memberOf(app);
  const recipient = recipientNumber(request.sdtNhan);
  const refusal = giverRefusalOf(giver, recipient, request.soDiem);
  if (refusal) throw refusal;
  return { giver, recipient };
}

export const loyaltyGiftHandlers: Handlers = {
  // API-173: the number as read and the giver's points; the same answer for a member and a stranger
  // (issue 47: no name, no initials, no membership, no allowance before the code is proven).
  async TangDiemThongTin(request, app) {
    const giver = await memberOf(app);
    const recipient = recipientNumber(request.sdtNhan);
    return { ...ok, result: { sdtNhan: recipient, diemHienTai: giver.points } };
  },

  // API-171: the giver's rules, then the code (the recipient's are the verify's, after the code).
  async TangDiemSendOTP(request, app) {
    const { giver } = await checkedGiver(app, request);
    await sendOtp(app, giver.msisdn, loyaltyGiftOtpService);
    return { ...ok, message: 'Mã OTP đã được gửi đến số thuê bao của bạn.', result: { guiOTP: true } };
  },

  // API-172: the code proven, the recipient's rules; then the code for this gift becomes a one-time ticket.
  async TangDiemVerify(request, app) {
    const { giver, recipient } = await checkedGiver(app, request);
    await requireOtp(app, giver.msisdn, loyaltyGiftOtpService, request.otp.trim());
    const refusal = await recipientRefusalOf(app, app.db, recipient, request.soDiem);
    if (refusal) throw refusal;
    const ticket = randomBytes(16).toString('hex');
    await app.db.query(
      'insert into loyalty_gift_tickets (ticket, msisdn, recipient, points, expires_at) values ($1, $2, $3, $4, $5)',
      [ticket, giver.msisdn, recipient, request.soDiem, new Date(app.clock.now() + ticketLifetimeMs)],
    );
    return { ...ok, result: { maXacThuc: ticket } };
  },

  // API-170: the gift, in one transaction.
  async TangDiem(request, app) {
    const giver = await memberOf(app);
    const recipient = recipientNumber(request.sdtNhan);
    const now = new Date(app.clock.now());
    const outcome = await app.db.transaction(async (tx) => {
      const [ticket] = await tx.query(
        `update loyalty_gift_tickets set used_at = $5 where ticket = $1 and msisdn = $2 and recipient = $3
         and points = $4 and used_at is null and expires_at > $5 returning ticket`,
        [request.maXacThuc, giver.msisdn, recipient, request.soDiem, now],
      );
      if (!ticket)
        return { refusal: refused('Phiên xác thực tặng điểm không hợp lệ hoặc đã hết hạn.') } as const;
      const locked = await tx.query<Member>(
        'select * from loyalty_members where msisdn in ($1, $2) order by msisdn for update',
        [giver.msisdn, recipient],
      );
      const lockedGiver = locked.find((member) => member.msisdn === giver.msisdn);
      const refusal = lockedGiver
        ? await refusalOf(app, tx, lockedGiver, recipient, request.soDiem)
        : refused('Không tìm thấy hội viên.');
      if (refusal) return { refusal } as const;
      const [left] = await tx.query<{ points: number }>(
        'update loyalty_members set points = points - $2 where msisdn = $1 returning points',
        [giver.msisdn, request.soDiem],
      );
      await tx.query('update loyalty_members set points = points + $2 where msisdn = $1', [
        recipient,
        request.soDiem,
      ]);
      const [gift] = await tx.query<{ id: number }>(
        'insert into loyalty_point_gifts (msisdn, recipient, points, created_at) values ($1, $2, $3, $4) returning id',
        [giver.msisdn, recipient, request.soDiem, now],
      );
      await tx.query(
        `insert into point_history (msisdn, delta, reason, created_at) values ($1, $2, $3, $5), ($4, $6, $7, $5)`,
        [
          giver.msisdn,
          -request.soDiem,
          `Tặng điểm cho ${recipient}`,
          recipient,
          now,
          request.soDiem,
          `Nhận điểm tặng từ ${giver.msisdn}`,
        ],
      );
      return { id: gift?.id ?? 0, pointsLeft: left?.points ?? 0 } as const;
    });
    if ('refusal' in outcome) throw outcome.refusal;
    return {
      ...ok,
      result: {
        maGiaoDich: `TD${String(outcome.id).padStart(8, '0')}`,
        sdtNhan: recipient,
        soDiem: request.soDiem,
        diemConLai: outcome.pointsLeft,
      },
    };
  },
};
