/**
 * Loyalty offers (issue 16, API-148 … API-163, fields assumed: contract/loyaltyOffers.ts): a category's
 * offers, their detail, redemption confirmed by an OTP, the member's vouchers and gifts, gift tracking
 * and ratings. Every call reads the member the envelope bound (memberOf), never the body's number.
 * Redemption is one transaction that locks the member and the offer, so parallel requests can never
 * spend more points or stock than there are.
 */
import { randomBytes } from 'node:crypto';
import { loyaltyRedeemOtpService } from '@selfcare/api-client/contract';
import { LOYALTY_LIMIT_CODES, RATING_STARS } from '@selfcare/domain';
import type { SqlExecutor } from '../db/database';
import { InvalidInput, OperatorError } from '../http/operator-error';
import { requireOtp, sendOtp } from '../services/otp';
import { memberOf, ok } from './loyalty';
import type { CallContext, Handlers } from './types';

interface OfferRow {
  id: number;
  category_id: number;
  kind: 'voucher' | 'gift';
  title: string;
  title_en: string | null;
  partner: string;
  points_cost: number;
  image_url: string;
  valid_until: Date | string;
  area_code: string | null;
  stock: number;
  monthly_limit: number;
  conditions_html: string;
}

interface VoucherRow {
  id: number;
  offer_id: number;
  kind: 'voucher' | 'gift';
  title: string;
  title_en: string | null;
  partner: string;
  code: string;
  points: number;
  redeemed_at: Date;
  expires_on: Date | string;
  used_at: Date | null;
}

const dayMs = 86_400_000;
/** Vietnam is UTC+7 all year: its calendar day and month are the ones the limits count in. */
const vietnamOffsetMs = 7 * 3_600_000;
/** A voucher can be used for this many days after it is redeemed, never past the programme's last day (assumed). */
const voucherLifetimeDays = 30;

const dayText = (value: Date | string) =>
  (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);
const todayIn = (app: CallContext) => new Date(app.clock.now() + vietnamOffsetMs).toISOString().slice(0, 10);
/** The first instant of the current calendar month in Vietnam. */
function monthStart(app: CallContext): Date {
  const local = new Date(app.clock.now() + vietnamOffsetMs);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - vietnamOffsetMs);
}

const refused = (message: string) => new OperatorError('1', message);
const giftLimit = () =>
  new OperatorError(
    LOYALTY_LIMIT_CODES.giftLimit,
    'Bạn đã nhận đủ số lần cho phép của ưu đãi này trong tháng.',
  );

/** A positive whole id from the body's text, or a 400. */
function idOf(raw: string, what: string): number {
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw.trim()) || !Number.isSafeInteger(id) || id <= 0) {
    throw new InvalidInput(`${what} không hợp lệ.`);
  }
  return id;
}

const offerWire = (row: OfferRow) => ({
  id: row.id,
  categoryId: row.category_id,
  loai: row.kind,
  tenUuDai: row.title,
  tenUuDaiEn: row.title_en,
  doiTac: row.partner,
  soDiem: row.points_cost,
  hinhAnh: row.image_url,
  hanSuDung: dayText(row.valid_until),
  maDiaBan: row.area_code,
  soLuongConLai: row.stock,
});

const voucherWire = (row: VoucherRow) => ({
  id: row.id,
  idUuDai: row.offer_id,
  loai: row.kind,
  tenUuDai: row.title,
  tenUuDaiEn: row.title_en,
  doiTac: row.partner,
  maUuDai: row.code,
  soDiem: row.points,
  ngayNhan: row.redeemed_at.toISOString(),
  hanSuDung: dayText(row.expires_on),
  ngaySuDung: row.used_at?.toISOString() ?? null,
});

/** Offers still open today (their last day included). */
const openOffers = (app: CallContext, where: string, param: unknown) =>
  app.db.query<OfferRow>(
    `select * from loyalty_offers where ${where} and valid_until >= $2::date order by id`,
    [param, todayIn(app)],
  );

async function offerById(db: SqlExecutor, id: number, lock = false): Promise<OfferRow> {
  const [offer] = await db.query<OfferRow>(
    `select * from loyalty_offers where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  if (!offer) throw refused('Ưu đãi không tồn tại.');
  return offer;
}

/** Why the member cannot redeem the offer now, in the operator's words; undefined when they can. */
async function refusalOf(
  app: CallContext,
  db: SqlExecutor,
  offer: OfferRow,
  member: { msisdn: string; points: number },
): Promise<OperatorError | undefined> {
  if (dayText(offer.valid_until) < todayIn(app)) return refused('Ưu đãi đã hết hạn.');
  if (offer.stock <= 0) return refused('Ưu đãi đã hết số lượng.');
  if (member.points < offer.points_cost) return refused('Bạn không đủ điểm để đổi ưu đãi này.');
  const [taken] = await db.query<{ count: number }>(
    'select count(*)::int as count from loyalty_redemptions where msisdn = $1 and offer_id = $2 and redeemed_at >= $3',
    [member.msisdn, offer.id, monthStart(app)],
  );
  return (taken?.count ?? 0) >= offer.monthly_limit ? giftLimit() : undefined;
}

const newVoucherCode = (offerId: number) =>
  `VP${offerId}${randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`;

/** The member's voucher or gift by id; another member's is "not found". */
async function ownVoucher(app: CallContext, msisdn: string, raw: string): Promise<VoucherRow> {
  const [row] = await app.db.query<VoucherRow>(
    `select r.*, o.kind, o.title, o.title_en, o.partner from loyalty_redemptions r
     join loyalty_offers o on o.id = r.offer_id where r.id = $1 and r.msisdn = $2`,
    [idOf(raw, 'Mã ưu đãi'), msisdn],
  );
  if (!row) throw refused('Không tìm thấy ưu đãi của bạn.');
  return row;
}

const memberVouchers = (app: CallContext, msisdn: string, where: string, order: string, param?: unknown) =>
  app.db.query<VoucherRow>(
    `select r.*, o.kind, o.title, o.title_en, o.partner from loyalty_redemptions r
     join loyalty_offers o on o.id = r.offer_id where r.msisdn = $1 ${where} order by ${order}`,
    param === undefined ? [msisdn] : [msisdn, param],
  );

/** LOY-49 (assumed): a gift is prepared the day it is redeemed, on its way for two days, then delivered. */
function giftTracking(app: CallContext, redeemedAt: Date) {
  const at = (days: number) => new Date(redeemedAt.getTime() + days * dayMs).toISOString();
  const steps = [
    { trangThai: 'preparing', thoiGian: at(0) },
    { trangThai: 'shipping', thoiGian: at(1) },
    { trangThai: 'delivered', thoiGian: at(3) },
  ] as const;
  const reached = steps.filter((step) => step.thoiGian <= new Date(app.clock.now()).toISOString());
  return { trangThai: reached.at(-1)?.trangThai ?? 'preparing', buoc: reached };
}

async function offerDetail(request: { id: string }, app: CallContext) {
  await memberOf(app);
  const offer = await offerById(app.db, idOf(request.id, 'Ưu đãi'));
  return {
    ...ok,
    result: { ...offerWire(offer), dieuKien: offer.conditions_html, gioiHanThang: offer.monthly_limit },
  };
}

export const loyaltyOfferHandlers: Handlers = {
  // API-148: the open offers of one category.
  async getDSChuongTrinhUuDaiDoiDiem(request, app) {
    await memberOf(app);
    const rows = await openOffers(app, 'category_id = $1', idOf(request.categoryId, 'Danh mục'));
    return { ...ok, result: rows.map(offerWire) };
  },

  // API-161: the open offers of one partner, in every category.
  async apiDSChuongTrinhSanPhamTheoDoiTac(request, app) {
    await memberOf(app);
    const partner = request.doiTac.trim();
    if (partner === '' || partner.length > 200) throw new InvalidInput('Đối tác không hợp lệ.');
    return { ...ok, result: (await openOffers(app, 'partner = $1', partner)).map(offerWire) };
  },

  // API-149 and its v1 (API-168): one offer with its conditions and monthly limit.
  apiXemThongTinChuongTrinhUuDai: offerDetail,
  api_XemThongTinChuongTrinhUuDai_v1: offerDetail,

  // API-155: the areas (reference data, the same for everyone).
  async apidmdiaban(_request, app) {
    const rows = await app.db.query<{ code: string; name: string }>(
      'select * from loyalty_areas order by sort',
    );
    return { ...ok, result: rows.map((row) => ({ maDiaBan: row.code, tenDiaBan: row.name })) };
  },

  // API-152: whether the member may redeem the offer now, and why not.
  async apiKiemTraNhanUuDai(request, app) {
    const member = await memberOf(app);
    const offer = await offerById(app.db, idOf(request.id, 'Ưu đãi'));
    const refusal = await refusalOf(app, app.db, offer, member);
    return {
      ...ok,
      result: {
        duocNhan: refusal === undefined,
        lyDo: refusal?.message ?? null,
        // The code the redemption would answer: the portal shows a limit as its §8 label (ERR-51).
        maLyDo: refusal?.code ?? null,
        soDiem: offer.points_cost,
        diemHienTai: member.points,
      },
    };
  },

  // API-153: without `otp`, sends the code (after the same checks); with it, redeems in one transaction.
  async apiNhanUuDaiWithOTP(request, app) {
    const member = await memberOf(app);
    const offerId = idOf(request.id, 'Ưu đãi');
    if (request.otp === undefined || request.otp === '') {
      const refusal = await refusalOf(app, app.db, await offerById(app.db, offerId), member);
      if (refusal) throw refusal;
      await sendOtp(app, member.msisdn, loyaltyRedeemOtpService);
      return { ...ok, message: 'Mã OTP đã được gửi đến số thuê bao của bạn.', result: { guiOTP: true } };
    }
    await requireOtp(app, member.msisdn, loyaltyRedeemOtpService, request.otp.trim());
    const now = new Date(app.clock.now());
    const outcome = await app.db.transaction(async (tx) => {
      // The member's row first, then the offer's: every redemption locks in this order (no deadlock).
      const [locked] = await tx.query<{ msisdn: string; points: number }>(
        'select msisdn, points from loyalty_members where msisdn = $1 for update',
        [member.msisdn],
      );
      const offer = await offerById(tx, offerId, true);
      const refusal = locked ? await refusalOf(app, tx, offer, locked) : refused('Không tìm thấy hội viên.');
      if (refusal) return { refusal } as const;
      await tx.query('update loyalty_offers set stock = stock - 1 where id = $1', [offer.id]);
      const [debited] = await tx.query<{ points: number }>(
        'update loyalty_members set points = points - $2 where msisdn = $1 returning points',
        [member.msisdn, offer.points_cost],
      );
      const lastDay = new Date(
        Math.min(
          Date.parse(`${dayText(offer.valid_until)}T00:00:00Z`),
          Date.parse(`${todayIn(app)}T00:00:00Z`) + voucherLifetimeDays * dayMs,
        ),
      );
      const code = newVoucherCode(offer.id);
      await tx.query(
        `insert into loyalty_redemptions (msisdn, offer_id, code, redeemed_at, points, expires_on)
         values ($1, $2, $3, $4, $5, $6)`,
        [member.msisdn, offer.id, code, now, offer.points_cost, lastDay],
      );
      await tx.query(
        'insert into point_history (msisdn, delta, reason, created_at) values ($1, $2, $3, $4)',
        [member.msisdn, -offer.points_cost, `Đổi điểm: ${offer.title}`, now],
      );
      return { code, pointsLeft: debited?.points ?? 0, lastDay: dayText(lastDay) } as const;
    });
    if ('refusal' in outcome) throw outcome.refusal;
    return {
      ...ok,
      result: { maUuDai: outcome.code, diemConLai: outcome.pointsLeft, hanSuDung: outcome.lastDay },
    };
  },

  // API-151: the member's vouchers or gifts (every state), newest first.
  async apiDSChuongTrinhUuDaiQuaTang(request, app) {
    const member = await memberOf(app);
    const rows =
      request.loai === undefined
        ? await memberVouchers(app, member.msisdn, '', 'r.redeemed_at desc, r.id desc')
        : await memberVouchers(
            app,
            member.msisdn,
            'and o.kind = $2',
            'r.redeemed_at desc, r.id desc',
            request.loai,
          );
    return { ...ok, result: rows.map(voucherWire) };
  },

  // API-150: the vouchers and gifts the member has used, newest use first.
  async apiLichSuSuDungUuDaiHoiVienSudung(_request, app) {
    const member = await memberOf(app);
    const rows = await memberVouchers(
      app,
      member.msisdn,
      'and r.used_at is not null',
      'r.used_at desc, r.id desc',
    );
    return { ...ok, result: rows.map(voucherWire) };
  },

  // API-154: where one of the member's gifts is.
  async apiTheodoinhanqua(request, app) {
    const member = await memberOf(app);
    const gift = await ownVoucher(app, member.msisdn, request.id);
    if (gift.kind !== 'gift') throw refused('Ưu đãi này không phải quà tặng.');
    return { ...ok, result: giftTracking(app, gift.redeemed_at) };
  },

  // API-162: a used voucher can be rated once.
  async KiemTraDanhGiaChuongTrinhUuDai(request, app) {
    const member = await memberOf(app);
    const voucher = await ownVoucher(app, member.msisdn, request.id);
    const [rating] = await app.db.query<{ stars: number }>(
      'select stars from loyalty_ratings where redemption_id = $1',
      [voucher.id],
    );
    return {
      ...ok,
      result: { duocDanhGia: voucher.used_at !== null && !rating, soSao: rating?.stars ?? null },
    };
  },

  // API-163: rates a used voucher, 1 to 5 stars; a second rating is the rating limit (ERR-52).
  async apiDanhGiaChuongTrinhUuDai(request, app) {
    const member = await memberOf(app);
    const stars = RATING_STARS.find((known) => known === request.soSao);
    if (stars === undefined) throw new InvalidInput('Số sao phải từ 1 đến 5.');
    const voucher = await ownVoucher(app, member.msisdn, request.id);
    if (voucher.used_at === null) throw refused('Bạn chỉ có thể đánh giá ưu đãi đã sử dụng.');
    const rated = await app.db.query(
      `insert into loyalty_ratings (redemption_id, msisdn, stars, rated_at) values ($1, $2, $3, $4)
       on conflict do nothing returning redemption_id`,
      [voucher.id, member.msisdn, stars, new Date(app.clock.now())],
    );
    if (rated.length === 0) {
      throw new OperatorError(LOYALTY_LIMIT_CODES.ratingLimit, 'Bạn đã đánh giá ưu đãi này.');
    }
    return { ...ok, message: 'Cảm ơn bạn đã đánh giá.' };
  },
};
