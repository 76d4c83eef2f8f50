/** The package calls the spec leaves unnamed (docs/decisions/packages.md): register, cancel, hamlets, areas, the order form. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
const nextNumber = numberSeries(4);
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('main-account registration and cancellation (PKG-15, PKG-23)', () => {
  const activeCodes = async (session: string) =>
    (
      (await sandbox.post('/api/mobile/mobile_get_service_active_list', { session }))['result'] as {
        CODE: string;
      }[]
    ).map((pkg) => pkg.CODE);
  const sendRegisterCode = async (msisdn: string) =>
    sandbox.post('/api/mobile/otp_send', { msisdn, otp_service: 'package_register' });

  it('PKG-23 registers with the code sent for package_register, right after the sign-in code', async () => {
    const msisdn = nextNumber();
    const session = await sandbox.login(msisdn);
    // A code for another purpose is not a resend: no 60 s wait after the sign-in code.
    expect(await sendRegisterCode(msisdn)).toMatchObject({ error_code: '0' });
    const otp = await sandbox.latestCode(msisdn);
    const answer = await sandbox.post('/api/mobile/package_register', {
      session,
      msisdn,
      package_code: 'D10',
      otp,
    });
    expect(answer).toMatchObject({ error_code: '0', message: 'Đăng ký gói D10 thành công.' });
    expect(await activeCodes(session)).toEqual(['D10']);
    // Single use: the same code does not register twice.
    expect(
      await sandbox.post('/api/mobile/package_register', { session, msisdn, package_code: 'D30', otp }),
    ).toMatchObject({ error_code: '539' });
  });

  it('PKG-23 refuses a wrong code, an unknown package and a package already active', async () => {
    const msisdn = nextNumber();
    const session = await sandbox.login(msisdn);
    await sendRegisterCode(msisdn);
    const otp = await sandbox.latestCode(msisdn);
    const wrong = otp === '000000' ? '111111' : '000000';
    expect(
      await sandbox.post('/api/mobile/package_register', {
        session,
        msisdn,
        package_code: 'D10',
        otp: wrong,
      }),
    ).toMatchObject({ error_code: '550' });
    expect(
      await sandbox.post('/api/mobile/package_register', { session, msisdn, package_code: 'NOPE', otp }),
    ).toMatchObject({ error_code: '02' });
    expect(
      await sandbox.post('/api/mobile/package_register', { session, msisdn, package_code: 'D10', otp }),
    ).toMatchObject({ error_code: '0' });
    sandbox.clock.advance(61_000);
    await sendRegisterCode(msisdn);
    const again = await sandbox.latestCode(msisdn);
    expect(
      await sandbox.post('/api/mobile/package_register', {
        session,
        msisdn,
        package_code: 'D10',
        otp: again,
      }),
    ).toMatchObject({ error_code: '05' });
  });

  it('a second register code inside 60 s is still a resend (send_sms_nok)', async () => {
    const msisdn = nextNumber();
    await sandbox.login(msisdn);
    await sendRegisterCode(msisdn);
    expect(await sendRegisterCode(msisdn)).toMatchObject({ error_code: 'send_sms_nok' });
  });

  it('PKG-15 cancels an active package of the signed-in number, once', async () => {
    const msisdn = nextNumber();
    const session = await sandbox.login(msisdn);
    await sendRegisterCode(msisdn);
    await sandbox.post('/api/mobile/package_register', {
      session,
      msisdn,
      package_code: 'BIG90',
      otp: await sandbox.latestCode(msisdn),
    });
    expect(
      await sandbox.post('/api/mobile/package_cancel', { session, msisdn, package_code: 'BIG90' }),
    ).toMatchObject({
      error_code: '0',
      message: 'Huỷ gói BIG90 thành công.',
    });
    expect(await activeCodes(session)).toEqual([]);
    expect(
      await sandbox.post('/api/mobile/package_cancel', { session, msisdn, package_code: 'BIG90' }),
    ).toMatchObject({ error_code: '04' });
  });

  it('PKG-13 both need a session', async () => {
    const body = { msisdn: nextNumber(), package_code: 'D10' };
    expect(await sandbox.post('/api/mobile/package_cancel', body)).toMatchObject({ error_code: '401' });
    expect(await sandbox.post('/api/mobile/package_register', { ...body, otp: '123456' })).toMatchObject({
      error_code: '401',
    });
  });
});

describe('hamlets and areas of a ward (PKG-43)', () => {
  it('PKG-43 lists hamlets as AP_ID / AP_NAME and areas as KHU_ID / KHU_NAME, without a session', async () => {
    const ward = { province_id: '1', precinct_id: '1001' };
    const hamlets = await sandbox.post('/api/mobile/help_get_khu_pho_ap_1800', ward);
    expect(hamlets).toMatchObject({ error_code: '0' });
    expect(hamlets['result']).toEqual(expect.arrayContaining([{ AP_ID: '100111', AP_NAME: 'Tổ dân phố 1' }]));
    const areas = await sandbox.post('/api/mobile/help_get_area_1800', ward);
    expect(areas['result']).toEqual([
      { KHU_ID: '100121', KHU_NAME: 'Khu 1' },
      { KHU_ID: '100122', KHU_NAME: 'Khu 2' },
    ]);
  });
});

describe('create-order form (PKG-44 … PKG-48)', () => {
  const order = {
    fullname: 'Nguyễn Văn An',
    contact_no: '0912345678',
    note: 'Gọi trước khi đến',
    province_id: '1',
    district_id: '101',
    precinct_id: '1001',
    street_id: '',
    ap_id: '100111',
    khu_id: '',
    address: 'Số 12, Tổ dân phố 1, Phường Kim Mã, Quận Ba Đình, Hà Nội',
    billing_cycle: 6,
    package_code: 'FIBER150',
  };

  it('PKG-48 accepts a complete order and answers with a reference', async () => {
    const session = await sandbox.login(nextNumber());
    const answer = await sandbox.post('/api/mobile/custservice_submit_contract_profile_1800', {
      ...order,
      session,
    });
    expect(answer).toMatchObject({ error_code: '0', result: { ORDER_ID: expect.stringMatching(/^DH\d+$/) } });
    expect(String(answer['message'])).toContain('24 giờ');
  });

  it('VAL-18 refuses an order with a required field missing, naming it', async () => {
    const session = await sandbox.login(nextNumber());
    const answer = await sandbox.post('/api/mobile/custservice_submit_contract_profile_1800', {
      ...order,
      note: ' ',
      session,
    });
    expect(answer).toMatchObject({ error_code: '1', message: expect.stringContaining('note') });
  });

  it('VAL-19 refuses an order without a street, hamlet or area', async () => {
    const session = await sandbox.login(nextNumber());
    const answer = await sandbox.post('/api/mobile/custservice_submit_contract_profile_1800', {
      ...order,
      ap_id: '',
      session,
    });
    expect(answer).toMatchObject({ error_code: '1', message: 'Vui lòng chọn đường, thôn/ấp hoặc khu vực.' });
  });

  it('needs a session', async () => {
    expect(await sandbox.post('/api/mobile/custservice_submit_contract_profile_1800', order)).toMatchObject({
      error_code: '401',
    });
  });
});
