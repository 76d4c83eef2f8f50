import { QRPay } from 'vietnam-qr-pay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSecureCode, signTransId } from '../src/services/signing';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
const nextNumber = numberSeries(2);
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('package payment through the sandbox gateway (API-175)', () => {
  const secret = () => sandbox.app.config.paymentSecret;
  const paymentBody = async (msisdn: string) => {
    const body = {
      msisdn,
      package_code: 'BIG120',
      pay_method: 'VNPTWALLET',
      product_type: 'DATA' as const,
      request_time: '20250601090000',
    };
    return { ...body, trans_id: await signTransId(secret(), body) };
  };

  it('PKG-28 answers 00 with a redirect_url and a secure_code signed over the answer', async () => {
    const body = await paymentBody(nextNumber());
    const answer = await sandbox.post('/api/payment/payment_package_reg_v2', body);
    expect(answer).toMatchObject({
      error_code: '00',
      redirect_url: expect.stringMatching(/^\/__sandbox\/gateway\/PP/),
    });
    const expected = await signSecureCode(secret(), body.trans_id, {
      error_code: '00',
      redirect_url: String(answer['redirect_url']),
    });
    expect(answer['secure_code']).toBe(expected);
  });

  it('refuses a trans_id that was not signed with the shared secret', async () => {
    const body = { ...(await paymentBody(nextNumber())), trans_id: 'forged' };
    expect(await sandbox.post('/api/payment/payment_package_reg_v2', body)).toMatchObject({
      error_code: '97',
    });
  });

  it('approving on the gateway registers the package and returns to the portal route', async () => {
    const msisdn = nextNumber();
    const session = await sandbox.login(msisdn);
    const answer = await sandbox.post('/api/payment/payment_package_reg_v2', await paymentBody(msisdn));
    const gateway = `${sandbox.url}${String(answer['redirect_url'])}`;
    expect(await (await fetch(gateway)).text()).toContain('BIG120');
    const decided = await fetch(gateway, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
      redirect: 'manual',
    });
    expect(decided.status).toBe(303);
    const location = new URL(String(decided.headers.get('location')), sandbox.url);
    expect(location.pathname).toBe('/vnptpay-ctt/return');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      status: 'success',
      package_code: 'BIG120',
      amount: '120000',
    });
    const active = await sandbox.post('/api/mobile/mobile_get_service_active_list', { session });
    expect(active['result']).toEqual([expect.objectContaining({ CODE: 'BIG120' })]);
  });

  it('declining returns status=failed and registers nothing', async () => {
    const msisdn = nextNumber();
    const session = await sandbox.login(msisdn);
    const answer = await sandbox.post('/api/payment/payment_package_reg_v2', await paymentBody(msisdn));
    const decided = await fetch(`${sandbox.url}${String(answer['redirect_url'])}`, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'decline' }),
      redirect: 'manual',
    });
    expect(new URL(String(decided.headers.get('location')), sandbox.url).searchParams.get('status')).toBe(
      'failed',
    );
    expect((await sandbox.post('/api/mobile/mobile_get_service_active_list', { session }))['result']).toEqual(
      [],
    );
  });
});

describe('roaming QR payment (API-177 ... API-185)', () => {
  async function openRoaming(msisdn: string) {
    const entry = (await (
      await fetch(`${sandbox.url}/__sandbox/api/roaming-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ msisdn }),
      })
    ).json()) as { token: string; url: string };
    expect(entry.url).toMatch(/^\/thanhtoan\/roaming\?token=/);
    const page = await sandbox.post('/api/roaming/loadRoamingInfo', { encryptedToken: entry.token });
    return { session: String(page['token']), page };
  }

  it('API-177 the entry token opens the page with packages, cycles and the roaming state', async () => {
    const { page } = await openRoaming('0912345678');
    expect(page).toMatchObject({ errorCode: '0', result: { msisdn: '84912345678', irCheckActive: 0 } });
    const result = page['result'] as { listPackage: unknown[]; listCycle: unknown[] };
    expect(result.listPackage.length).toBeGreaterThanOrEqual(30);
    expect(result.listCycle.length).toBeGreaterThan(1);
  });

  it('ROAM-022 ROAM-037 countries carry nameVn and the assumed nameEn: the list, the favourites and the coverage lines (issue 24)', async () => {
    const msisdn = nextNumber();
    const { session, page } = await openRoaming(msisdn);
    type Country = { id: number; nameVn: string; nameEn: string };
    const countries = (await sandbox.post('/api/roaming/getListNational', { session, msisdn }))[
      'result'
    ] as Country[];
    expect(countries).toHaveLength(65);
    expect(countries).toContainEqual({ id: 1, nameVn: 'Thái Lan', nameEn: 'Thailand' });
    expect(countries.filter((country) => country.nameEn.trim() === '')).toEqual([]);
    const result = page['result'] as {
      listFavariteCountry: Country[];
      listPackage: { groupNationalityScopes: { nationality: { nameVn: string; nameEn: string } }[] }[];
    };
    expect(result.listFavariteCountry.length).toBeGreaterThan(0);
    for (const favourite of result.listFavariteCountry) expect(countries).toContainEqual(favourite);
    const scopes = result.listPackage.flatMap((item) => item.groupNationalityScopes);
    expect(scopes).toContainEqual(
      expect.objectContaining({ nationality: { nameVn: 'Thái Lan', nameEn: 'Thailand' } }),
    );
  });

  it('DOM-43 DOM-47 createTransaction and getQR give a VietQR for the amount; paid reports 2', async () => {
    const msisdn = nextNumber();
    const { session } = await openRoaming(msisdn);
    const pkg = { id: 512, price: 0 };
    const info = await sandbox.post('/api/roaming/getPackageInfo', { session, msisdn, packageId: pkg.id });
    pkg.price = Number((info['result'] as { price: number }).price);
    const created = await sandbox.post('/api/roaming/createTransaction', {
      amount: pkg.price,
      bankCode: 'VIETQR',
      currencyCode: 'VND',
      type: 10,
      bankType: 10,
      paymentCode: String(pkg.id),
      serviceType: 10,
      session,
      msisdn,
    });
    const transaction = created['result'] as { transactionId: string; finalAmount: number };
    expect(transaction.finalAmount).toBe(pkg.price);
    const qr = await sandbox.post('/api/roaming/getQR', {
      msisdn,
      session,
      orderId: transaction.transactionId,
    });
    const decoded = new QRPay(String(qr['result']));
    expect(decoded.isValid).toBe(true);
    expect(decoded.amount).toBe(String(pkg.price));
    expect(decoded.additionalData.purpose).toBe(transaction.transactionId);

    const query = () =>
      sandbox.post('/api/roaming/queryTransactionInfo', {
        session,
        msisdn,
        transactionId: transaction.transactionId,
      });
    expect(await query()).toMatchObject({ result: { transactionStatus: 0 } });
    const settle = (status: string) =>
      fetch(`${sandbox.url}/__sandbox/api/transactions/${transaction.transactionId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      });
    await settle('failed');
    expect(await query()).toMatchObject({ result: { transactionStatus: -1 } });
    await settle('paid');
    expect(await query()).toMatchObject({
      result: {
        transactionStatus: 2,
        phoneNumber: expect.stringMatching(/xxx$/),
        paymentTransId: expect.any(String),
      },
    });
  });

  it('irRegister turns roaming data off, then answers 403; verify turns it on again', async () => {
    const { session } = await openRoaming('0913456789');
    const msisdn = '84913456789';
    expect(
      await sandbox.post('/api/roaming/irRegister', { session, msisdn, action: 'ir_deregister' }),
    ).toMatchObject({ errorCode: '0' });
    expect(
      await sandbox.post('/api/roaming/irRegister', { session, msisdn, action: 'ir_deregister' }),
    ).toMatchObject({ errorCode: '403' });
    expect(
      await sandbox.post('/api/otp/otp_send', { msisdn, otp_service: 'ir_register', tinh_id: null }),
    ).toMatchObject({ error_code: '0' });
    const code = await sandbox.latestCode(msisdn);
    const verify = (otpValue: string) =>
      sandbox.post('/api/roaming/otp_verify', { session, msisdn, otpValue, action: 'ir_register' });
    expect(await verify(code === '000000' ? '111111' : '000000')).toMatchObject({ errorCode: '550' });
    expect(await verify(code)).toMatchObject({ errorCode: '0' });
    // Single use: the same code again has expired.
    expect(await verify(code)).toMatchObject({ errorCode: '539' });
  });
});
