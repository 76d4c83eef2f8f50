/** Loyalty (VinaPhone Plus, API-145 ... API-173): members of tiers 1 to 5, ERR-COD-90001 for others. */
import { InvalidInput, OperatorError } from '../http/operator-error';
import { memberToken, type MemberTokenKind } from '../services/loyalty-caller';
import { signedIn, type CallContext, type Handlers } from './types';

interface MemberRow {
  msisdn: string;
  tier: number;
  member_name: string;
  card_number: string;
  points: number;
}

/** ERR-19, ENT-29: a number without a membership. */
const notMember = () =>
  new OperatorError(
    'ERR-COD-90001',
    'Bạn chưa phải là hội viên VinaPhone Plus, vui lòng liên hệ tổng đài 18001091.',
    {
      ERRORCODE: 'ERR-COD-90001',
    },
  );

/** The caller's own membership: the router bound the call to its number (services/loyalty-caller.ts). */
export async function memberOf(app: CallContext): Promise<MemberRow> {
  const [member] = await app.db.query<MemberRow>('select * from loyalty_members where msisdn = $1', [
    signedIn(app),
  ]);
  if (!member) throw notMember();
  return member;
}

export const ok = { errorCode: '0', ErrorCode: '200', message: 'Thành công' } as const;

const dayMs = 86_400_000;
/** Earned points expire a year after they are earned (assumed, docs/decisions/loyalty.md). */
const pointLifetimeMs = 365 * dayMs;

interface PointRow {
  id: number;
  delta: number;
  reason: string;
  created_at: Date;
}

const historyLine = (row: PointRow) => ({
  Id: row.id,
  SoDiem: row.delta,
  NoiDung: row.reason,
  NgayGiaoDich: row.created_at.toISOString(),
});

const expiryOf = (row: PointRow) => new Date(row.created_at.getTime() + pointLifetimeMs);

const pointServices = (app: CallContext) =>
  app.db.query<{
    code: string;
    name_vi: string;
    name_en: string;
    amount: number | null;
    points: number | null;
  }>('select * from loyalty_point_services order by sort');

/** Issue 15: the member's earned points that have not expired yet, by the day they expire. */
async function expiringPoints(app: CallContext, msisdn: string) {
  const rows = await app.db.query<PointRow>(
    'select * from point_history where msisdn = $1 and delta > 0 and created_at > $2 order by created_at',
    [msisdn, new Date(app.clock.now() - pointLifetimeMs)],
  );
  const byDay = new Map<string, number>();
  for (const row of rows) {
    const day = expiryOf(row).toISOString().slice(0, 10);
    byDay.set(day, (byDay.get(day) ?? 0) + row.delta);
  }
  return [...byDay].map(([day, points]) => ({ SoDiem: points, NgayHetHan: day }));
}

export const loyaltyHandlers: Handlers = {
  // API-145: member tokens (signed so a later call can tell they came from here).
  async getTokenHoiVien(_request, app) {
    const member = await memberOf(app);
    const token = (kind: MemberTokenKind) => memberToken(app, kind, member.msisdn);
    return {
      ...ok,
      result: {
        TokenDev: await token('dev'),
        TokenHoiVienEsc: await token('esc'),
        TokenHoiVien: await token('member'),
        ERRORCODE: null,
      },
    };
  },

  // API-146: member info (tier, name, card number).
  async getLayThongTinChungMobileV2(_request, app) {
    const member = await memberOf(app);
    return {
      ...ok,
      ERRORCODE: null,
      ThongTinHoiVien: {
        HangHoiVienMoiId: member.tier,
        TenHoiVien: member.member_name,
        SoTheHoiVienVinaPhonePlus: member.card_number,
        TongDiem: member.points,
        DSDiemHetHan: await expiringPoints(app, member.msisdn),
      },
    };
  },

  // API-147: promotion categories of the menu (LOY-13).
  async catalogDiscounts(_request, app) {
    const rows = await app.db.query<{ id: number; name_vie: string; name_en: string }>(
      'select * from loyalty_categories order by sort',
    );
    return {
      ...ok,
      result: rows.map((row) => ({ id: row.id, categoryNameVie: row.name_vie, categoryNameEn: row.name_en })),
    };
  },

  // API-165 (fields assumed, LOY-42): a year of point history, newest first.
  async getLichSuDiemNewV2(_request, app) {
    const member = await memberOf(app);
    const rows = await app.db.query<PointRow>(
      'select * from point_history where msisdn = $1 and created_at > $2 order by created_at desc, id desc',
      [member.msisdn, new Date(app.clock.now() - 366 * dayMs)],
    );
    return { ...ok, result: { TongDiem: member.points, LichSu: rows.map(historyLine) } };
  },

  // API-166 (fields assumed, LOY-42): one line of the member's own history; another's id is not found.
  async getChiTietDiemThongTinBoSung(request, app) {
    const member = await memberOf(app);
    const id = Number(request['id']);
    if (!Number.isSafeInteger(id)) throw new InvalidInput('Mã giao dịch không hợp lệ.');
    const [row] = await app.db.query<PointRow>('select * from point_history where id = $1 and msisdn = $2', [
      id,
      member.msisdn,
    ]);
    if (!row) throw new OperatorError('1', 'Không tìm thấy giao dịch điểm.');
    return {
      ...ok,
      result: {
        ...historyLine(row),
        KenhGiaoDich: row.delta > 0 ? 'VinaPhone' : 'VinaPhone Plus',
        NgayHetHan: row.delta > 0 ? expiryOf(row).toISOString().slice(0, 10) : null,
      },
    };
  },

  // API-160 (fields assumed, LOY-44): the privileges of every tier, for members only.
  async Api_DSChuongTrinhUuDaiUuDaiHoiVien(_request, app) {
    await memberOf(app);
    const rows = await app.db.query<{ id: number; tier: number; title_vi: string; title_en: string }>(
      'select * from loyalty_tier_benefits order by tier, id',
    );
    return {
      ...ok,
      result: rows.map((row) => ({
        Id: row.id,
        HangHoiVienId: row.tier,
        TenUuDai: row.title_vi,
        TenUuDaiEn: row.title_en,
      })),
    };
  },

  // API-167 (fields assumed, LOY-43): the services whose use earns points.
  async apiLayDanhSachDichVuSuDung(_request, app) {
    await memberOf(app);
    const rows = await pointServices(app);
    return {
      ...ok,
      result: rows.map((row) => ({ MaDichVu: row.code, TenDichVu: row.name_vi, TenDichVuEn: row.name_en })),
    };
  },

  // API-164 (fields assumed, LOY-43): the earning rate of each service that has one.
  async getConfigPromotionPoints(_request, app) {
    await memberOf(app);
    const rows = await pointServices(app);
    return {
      ...ok,
      result: rows.flatMap((row) =>
        row.amount === null || row.points === null
          ? []
          : [{ MaDichVu: row.code, SoTien: row.amount, SoDiem: row.points }],
      ),
    };
  },

  // LOY-40 (assumed row): the member's request to leave, recorded for the operator to act on.
  async huyHoiVien(request, app) {
    const member = await memberOf(app);
    const reason = String(request['lyDo'] ?? '').trim();
    if (reason === '' || reason.length > 500) throw new InvalidInput('Vui lòng nhập lí do');
    await app.db.query(
      'insert into loyalty_cancel_requests (msisdn, reason, requested_at) values ($1, $2, $3)',
      [member.msisdn, reason, new Date(app.clock.now())],
    );
    return { ...ok, message: 'Yêu cầu hủy hội viên đã được ghi nhận.' };
  },

  // API-148 … API-163: offers, redemption, vouchers and ratings are in loyalty-offers.ts (issue 16).
};
