import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('loyalty (API-145 ... API-153)', () => {
  it('ENT-29 a tier-4 member gets tokens and member info', async () => {
    const member = await sandbox.loyaltyMember('0911223344');
    expect(member.token).toMatch(/^member\./);
    expect(await member.call('getLayThongTinChungMobileV2')).toMatchObject({
      ThongTinHoiVien: { HangHoiVienMoiId: 4, TenHoiVien: 'Đặng Thu Hà' },
    });
  });

  it('a non-member answers ERR-COD-90001', async () => {
    const member = await sandbox.loyaltyMember('0919998877');
    expect(member.token).toBe('');
    expect(
      await sandbox.post('/api/loyalty/getTokenHoiVien', { ...(await member.envelope()), domain: 'web' }),
    ).toMatchObject({ ERRORCODE: 'ERR-COD-90001' });
  });

  // Redeeming (LOY-48, with its OTP and the parallel-request tests) is in loyalty-offers.test.ts.
});

describe('user info (API-019)', () => {
  it('CONST-54 answers the balance, the data left and its allowance (assumed fields, issue 14)', async () => {
    const member = await sandbox.loyaltyMember('0914567890');
    const info = await sandbox.post('/api/mobile/core_customer_get_info', {
      msisdn: '84914567890',
      session: member.session,
    });
    expect(info).toMatchObject({
      error_code: '0',
      result: {
        FULL_NAME: 'Lê Hoàng Cường',
        MAIN_BALANCE: 342_500,
        DATA_REMAIN_MB: 25_600,
        DATA_TOTAL_MB: 30_720,
      },
    });
  });

  it('a number without a known allowance answers no DATA_TOTAL_MB', async () => {
    const member = await sandbox.loyaltyMember('0987654321');
    const info = await sandbox.post('/api/mobile/core_customer_get_info', {
      msisdn: '84987654321',
      session: member.session,
    });
    expect((info['result'] as Record<string, unknown>)['DATA_TOTAL_MB']).toBeUndefined();
  });
});

describe('the member area (issue 15)', () => {
  it('LOY-01 member info lists the points that expire, by day, all in the future', async () => {
    const member = await sandbox.loyaltyMember('0888888888');
    const info = (await member.call('getLayThongTinChungMobileV2'))['ThongTinHoiVien'] as {
      DSDiemHetHan: { SoDiem: number; NgayHetHan: string }[];
    };
    expect(info.DSDiemHetHan.length).toBeGreaterThan(0);
    const today = new Date(sandbox.app.clock.now()).toISOString().slice(0, 10);
    for (const batch of info.DSDiemHetHan) expect(batch.NgayHetHan >= today).toBe(true);
  });

  it('LOY-42 a year of history with ids; the detail of one line; another member’s line is not found', async () => {
    const member = await sandbox.loyaltyMember('0913456789');
    const history = (await member.call('getLichSuDiemNewV2'))['result'] as {
      LichSu: { Id: number; SoDiem: number; NgayGiaoDich: string }[];
    };
    expect(history.LichSu.length).toBeGreaterThan(20);
    const line = history.LichSu[0];
    expect(line).toBeDefined();
    const detail = await member.call('getChiTietDiemThongTinBoSung', { id: String(line?.Id) });
    expect(detail).toMatchObject({ errorCode: '0', result: { Id: line?.Id, SoDiem: line?.SoDiem } });
    const stranger = await sandbox.loyaltyMember('0912345678');
    expect(await stranger.call('getChiTietDiemThongTinBoSung', { id: String(line?.Id) })).toMatchObject({
      errorCode: '1',
    });
  });

  it('LOY-44 the privileges of all five tiers', async () => {
    const member = await sandbox.loyaltyMember('0912345678');
    const benefits = (await member.call('Api_DSChuongTrinhUuDaiUuDaiHoiVien'))['result'] as {
      HangHoiVienId: number;
    }[];
    expect(new Set(benefits.map((benefit) => benefit.HangHoiVienId))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('LOY-43 the services that earn points and the rates of those that have one', async () => {
    const member = await sandbox.loyaltyMember('0912345678');
    const services = (await member.call('apiLayDanhSachDichVuSuDung'))['result'] as { MaDichVu: string }[];
    const rates = (await member.call('getConfigPromotionPoints'))['result'] as { MaDichVu: string }[];
    expect(services.length).toBeGreaterThan(rates.length);
    for (const rate of rates) expect(services.map((service) => service.MaDichVu)).toContain(rate.MaDichVu);
  });

  it('VAL-24 LOY-40 a cancellation needs a reason and is recorded for the member only', async () => {
    const member = await sandbox.loyaltyMember('0942123456');
    expect(await member.call('huyHoiVien', { lyDo: '   ' })).toMatchObject({ errorCode: 'BAD_REQUEST' });
    expect(await member.call('huyHoiVien', { lyDo: 'Ít dùng' })).toMatchObject({ errorCode: '0' });
    const rows = await sandbox.app.db.query<{ msisdn: string; reason: string }>(
      'select msisdn, reason from loyalty_cancel_requests',
    );
    expect(rows).toContainEqual({ msisdn: '84942123456', reason: 'Ít dùng' });
    expect(await member.call('getLayThongTinChungMobileV2')).toMatchObject({ errorCode: '0' });
  });
});
