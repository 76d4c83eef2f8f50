import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type LoyaltyMember, type TestSandbox } from './support';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

type Body = Record<string, unknown>;
const result = <T>(body: Body) => body['result'] as T;
const minute = 60_000;

/** A second code for the same purpose waits a minute (the OTP rules): each test moves the clock on first. */
const afterResendWait = () => sandbox.clock.advance(2 * minute);

/** Sends the redemption code (the call without otp) and reads it from the member's inbox. */
async function redemptionCode(member: LoyaltyMember, msisdn: string, id: string): Promise<string> {
  expect(await member.call('apiNhanUuDaiWithOTP', { id })).toMatchObject({ result: { guiOTP: true } });
  return sandbox.latestCode(msisdn);
}

describe('loyalty offers (issue 16, API-148 … API-163)', () => {
  it('LOY-08 LOY-52 LOY-47 a category lists its open offers; the detail has conditions and a limit', async () => {
    const member = await sandbox.loyaltyMember('0913456789');
    const offers = result<Body[]>(await member.call('getDSChuongTrinhUuDaiDoiDiem', { categoryId: '11' }));
    expect(offers.map((offer) => offer['id'])).toEqual([101, 102, 103, 114]);
    expect(offers[1]).toMatchObject({ doiTac: 'Pizza Hut', soDiem: 800, maDiaBan: 'HNI', loai: 'voucher' });
    const detail = result<Body>(await member.call('apiXemThongTinChuongTrinhUuDai', { id: '102' }));
    expect(detail).toMatchObject({ gioiHanThang: 1, tenUuDaiEn: '50,000 VND off at Pizza Hut' });
    expect(detail['dieuKien']).toContain('<li>');
    const areas = result<Body[]>(await member.call('apidmdiaban'));
    expect(areas[0]).toEqual({ maDiaBan: 'HNI', tenDiaBan: 'Hà Nội' });
    const partner = result<Body[]>(await member.call('apiDSChuongTrinhSanPhamTheoDoiTac', { doiTac: 'CGV' }));
    expect(partner.map((offer) => offer['id'])).toEqual([108, 114, 115]);
  });

  it('bad ids are a 400 in the operator shape', async () => {
    const member = await sandbox.loyaltyMember('0913456789');
    for (const id of ['abc', '-1', '0', '1e3']) {
      expect(await member.call('apiXemThongTinChuongTrinhUuDai', { id })).toMatchObject({
        errorCode: 'BAD_REQUEST',
      });
    }
  });

  it('LOY-48 redeeming needs the OTP; the voucher is the member’s, the points and stock go down once', async () => {
    const msisdn = '0914567890';
    const member = await sandbox.loyaltyMember(msisdn);
    const check = result<Body>(await member.call('apiKiemTraNhanUuDai', { id: '109' }));
    expect(check).toMatchObject({ duocNhan: true, maLyDo: null, soDiem: 300 });
    expect(await member.call('apiNhanUuDaiWithOTP', { id: '109', otp: '000000' })).toMatchObject({
      errorCode: expect.stringMatching(/^5(39|50)$/),
    });
    afterResendWait();
    const code = await redemptionCode(member, msisdn, '109');
    const redeemed = result<Body>(await member.call('apiNhanUuDaiWithOTP', { id: '109', otp: code }));
    expect(redeemed).toMatchObject({ diemConLai: (check['diemHienTai'] as number) - 300 });
    expect(redeemed['maUuDai']).toMatch(/^VP109[0-9A-F]{8}$/);
    // The code was single use.
    expect(await member.call('apiNhanUuDaiWithOTP', { id: '109', otp: code })).toMatchObject({
      errorCode: '539',
    });
    const mine = result<Body[]>(await member.call('apiDSChuongTrinhUuDaiQuaTang', { loai: 'voucher' }));
    expect(mine[0]).toMatchObject({ maUuDai: redeemed['maUuDai'], ngaySuDung: null });
    const other = await sandbox.loyaltyMember('0913456789');
    const theirs = result<Body[]>(await other.call('apiDSChuongTrinhUuDaiQuaTang', {}));
    expect(theirs.map((voucher) => voucher['maUuDai'])).not.toContain(redeemed['maUuDai']);
    expect(await other.call('apiTheodoinhanqua', { id: String(mine[0]?.['id']) })).toMatchObject({
      errorCode: '1',
    });
  });

  it('LOY-48 parallel redemptions never spend more stock than there is (offer 115: 3 left)', async () => {
    const numbers = ['0912345678', '0913456789', '0911223344', '0888888888', '0942123456'];
    const members = await Promise.all(numbers.map((msisdn) => sandbox.loyaltyMember(msisdn)));
    afterResendWait();
    const codes: string[] = [];
    for (const [index, member] of members.entries()) {
      codes.push(await redemptionCode(member, numbers[index] ?? '', '115'));
    }
    const answers = await Promise.all(
      members.map((member, index) => member.call('apiNhanUuDaiWithOTP', { id: '115', otp: codes[index] })),
    );
    expect(answers.filter((answer) => answer['errorCode'] === '0')).toHaveLength(3);
    expect(answers.filter((answer) => answer['errorCode'] === '1')).toHaveLength(2);
    const [offer] = await sandbox.app.db.query<{ stock: number }>(
      'select stock from loyalty_offers where id = 115',
    );
    expect(offer?.stock).toBe(0);
    const [sold] = await sandbox.app.db.query<{ count: number }>(
      'select count(*)::int as count from loyalty_redemptions where offer_id = 115',
    );
    expect(sold?.count).toBe(3);
  });

  it('LOY-48 parallel requests with one code spend the points once', async () => {
    const msisdn = '0943234567';
    const member = await sandbox.loyaltyMember(msisdn);
    const before = result<{ diemHienTai: number }>(await member.call('apiKiemTraNhanUuDai', { id: '103' }));
    afterResendWait();
    const code = await redemptionCode(member, msisdn, '103');
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => member.call('apiNhanUuDaiWithOTP', { id: '103', otp: code })),
    );
    expect(answers.filter((answer) => answer['errorCode'] === '0')).toHaveLength(1);
    const after = result<{ diemHienTai: number }>(await member.call('apiKiemTraNhanUuDai', { id: '103' }));
    expect(after.diemHienTai).toBe(before.diemHienTai - 400);
  });

  it('ERR-51 LOY-53 the monthly limit refuses with the gift limit code; not enough points is refused', async () => {
    const msisdn = '0888888888';
    const member = await sandbox.loyaltyMember(msisdn);
    afterResendWait();
    // Offer 110 allows one a month.
    const code = await redemptionCode(member, msisdn, '110');
    expect(await member.call('apiNhanUuDaiWithOTP', { id: '110', otp: code })).toMatchObject({
      errorCode: '0',
    });
    expect(await member.call('apiKiemTraNhanUuDai', { id: '110' })).toMatchObject({
      result: { duocNhan: false, maLyDo: 'ERR-COD-GIFT-LIMIT' },
    });
    afterResendWait();
    expect(await member.call('apiNhanUuDaiWithOTP', { id: '110' })).toMatchObject({
      errorCode: 'ERR-COD-GIFT-LIMIT',
    });
    const poor = await sandbox.loyaltyMember('0915678901');
    expect(await poor.call('apiNhanUuDaiWithOTP', { id: '112' })).toMatchObject({
      errorCode: '1',
      errorMessage: 'Bạn không đủ điểm để đổi ưu đãi này.',
    });
  });

  it('LOY-05 LOY-06 LOY-07 LOY-49 seeded vouchers in each state, the used ones in the history, gift tracking', async () => {
    const member = await sandbox.loyaltyMember('0912345678');
    const vouchers = result<Body[]>(await member.call('apiDSChuongTrinhUuDaiQuaTang', { loai: 'voucher' }));
    expect(vouchers.some((voucher) => voucher['ngaySuDung'] !== null)).toBe(true);
    const gifts = result<Body[]>(await member.call('apiDSChuongTrinhUuDaiQuaTang', { loai: 'gift' }));
    expect(gifts.every((gift) => gift['loai'] === 'gift')).toBe(true);
    const history = result<Body[]>(await member.call('apiLichSuSuDungUuDaiHoiVienSudung'));
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((voucher) => voucher['ngaySuDung'] !== null)).toBe(true);
    const tracking = result<Body>(await member.call('apiTheodoinhanqua', { id: String(gifts[0]?.['id']) }));
    expect(tracking['trangThai']).toMatch(/^(preparing|shipping|delivered)$/);
  });

  it('LOY-50 ERR-52 a used voucher is rated once, 1 to 5 stars; a second rating is the rating limit', async () => {
    const member = await sandbox.loyaltyMember('0912345678');
    const [used] = result<Body[]>(await member.call('apiLichSuSuDungUuDaiHoiVienSudung'));
    const id = String(used?.['id']);
    expect(await member.call('KiemTraDanhGiaChuongTrinhUuDai', { id })).toMatchObject({
      result: { duocDanhGia: true, soSao: null },
    });
    expect(await member.call('apiDanhGiaChuongTrinhUuDai', { id, soSao: 7 })).toMatchObject({
      errorCode: 'BAD_REQUEST',
    });
    expect(await member.call('apiDanhGiaChuongTrinhUuDai', { id, soSao: 4 })).toMatchObject({
      errorCode: '0',
    });
    expect(await member.call('apiDanhGiaChuongTrinhUuDai', { id, soSao: 5 })).toMatchObject({
      errorCode: 'ERR-COD-RATING-LIMIT',
    });
    expect(await member.call('KiemTraDanhGiaChuongTrinhUuDai', { id })).toMatchObject({
      result: { duocDanhGia: false, soSao: 4 },
    });
  });

  it('the states the e2e journeys rely on: a sold-out offer, a gift being prepared at its monthly limit, one on its way', async () => {
    const an = await sandbox.loyaltyMember('0912345678');
    expect(await an.call('apiKiemTraNhanUuDai', { id: '116' })).toMatchObject({
      result: { duocNhan: false, lyDo: 'Ưu đãi đã hết số lượng.' },
    });
    expect(await an.call('apiKiemTraNhanUuDai', { id: '110' })).toMatchObject({
      result: { duocNhan: false, maLyDo: 'ERR-COD-GIFT-LIMIT' },
    });
    const trackingOf = async (member: LoyaltyMember, offerId: number) => {
      const gifts = result<Body[]>(await member.call('apiDSChuongTrinhUuDaiQuaTang', { loai: 'gift' }));
      const gift = gifts.find((item) => item['idUuDai'] === offerId && item['ngaySuDung'] === null);
      return result<Body>(await member.call('apiTheodoinhanqua', { id: String(gift?.['id']) }));
    };
    expect(await trackingOf(an, 110)).toMatchObject({ trangThai: 'preparing' });
    expect(await trackingOf(await sandbox.loyaltyMember('0913456789'), 113)).toMatchObject({
      trangThai: 'shipping',
    });
  });
});
