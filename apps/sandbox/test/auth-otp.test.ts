import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
const nextNumber = numberSeries(1);
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const sendOtp = (msisdn: string, otp_service = 'authen_msisdn') =>
  sandbox.post('/api/mobile/otp_send', { msisdn, otp_service });
const loginWith = (msisdn: string, password: string) =>
  sandbox.post('/api/mobile/authen_msisdn', {
    device_info: 't',
    fcm_registration_token: '',
    mode: 'otp',
    msisdn,
    password,
  });

describe('OTP login (API-009, API-012)', () => {
  it('API-012 sends a six-digit code to the inbox and API-009 signs in with it once', async () => {
    const msisdn = nextNumber();
    expect(await sendOtp(msisdn)).toMatchObject({ error_code: '0' });
    const code = await sandbox.latestCode(msisdn);
    expect(code).toMatch(/^\d{6}$/);
    const login = await loginWith(msisdn, code);
    expect(login).toMatchObject({ error_code: '0', msisdn, off_net: '1' });
    expect(typeof login['session']).toBe('string');
    expect(await loginWith(msisdn, code)).toMatchObject({ error_code: '539' });
  });

  it('a resend inside 60 s answers send_sms_nok, after 60 s a new code', async () => {
    const msisdn = nextNumber();
    await sendOtp(msisdn);
    sandbox.clock.advance(59_000);
    expect(await sendOtp(msisdn)).toMatchObject({ error_code: 'send_sms_nok', wait_seconds: 1 });
    sandbox.clock.advance(1_000);
    expect(await sendOtp(msisdn)).toMatchObject({ error_code: '0' });
  });

  it('too many sends in the window answer send_sms_nok_limit_n with a 300 s wait', async () => {
    const msisdn = nextNumber();
    for (let send = 0; send < 5; send += 1) {
      expect(await sendOtp(msisdn)).toMatchObject({ error_code: '0' });
      sandbox.clock.advance(61_000);
    }
    expect(await sendOtp(msisdn)).toMatchObject({ error_code: 'send_sms_nok_limit_n', wait_seconds: 300 });
    sandbox.clock.advance(299_000);
    expect(await sendOtp(msisdn)).toMatchObject({ error_code: 'send_sms_nok_limit_n', wait_seconds: 1 });
    sandbox.clock.advance(1_000);
    expect(await sendOtp(msisdn)).toMatchObject({ error_code: '0' });
  });

  it('a code expires after 5 minutes (539)', async () => {
    const msisdn = nextNumber();
    await sendOtp(msisdn);
    const code = await sandbox.latestCode(msisdn);
    sandbox.clock.advance(300_000);
    expect(await loginWith(msisdn, code)).toMatchObject({ error_code: '539' });
  });

  it('DOM-55 DOM-57 wrong codes answer 550 four times, the fifth locks for 300 s (551), then 552', async () => {
    const msisdn = nextNumber();
    await sendOtp(msisdn);
    const code = await sandbox.latestCode(msisdn);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(await loginWith(msisdn, wrong)).toMatchObject({ error_code: '550' });
    }
    expect(await loginWith(msisdn, wrong)).toMatchObject({ error_code: '551' });
    expect(await loginWith(msisdn, code)).toMatchObject({ error_code: '552' });
    expect(await sendOtp(msisdn)).toMatchObject({ error_code: 'send_sms_nok_limit_n' });
    sandbox.clock.advance(300_000);
    expect(await sendOtp(msisdn)).toMatchObject({ error_code: '0' });
    expect(await loginWith(msisdn, await sandbox.latestCode(msisdn))).toMatchObject({ error_code: '0' });
  });

  it('a seeded subscriber signs in with the seed password hashed as the client sends it', async () => {
    const { hashPassword: clientPasswordHash } = await import('@selfcare/api-client/contract');
    const body = { device_info: 't', fcm_registration_token: '', mode: 'password', msisdn: '0912345678' };
    expect(
      await sandbox.post('/api/mobile/authen_msisdn', {
        ...body,
        password: await clientPasswordHash('Sandbox123'),
      }),
    ).toMatchObject({
      error_code: '0',
      msisdn: '84912345678',
      off_net: '0',
    });
    expect(
      await sandbox.post('/api/mobile/authen_msisdn', {
        ...body,
        password: await clientPasswordHash('wrong'),
      }),
    ).toMatchObject({
      error_code: '1',
    });
  });
});

describe('registration of a number that already has an account (issue 24)', () => {
  const registrationService = 'authen_register,payment_wallet_register';
  const passwordLogin = async (msisdn: string, password: string) => {
    const { hashPassword: clientPasswordHash } = await import('@selfcare/api-client/contract');
    return sandbox.post('/api/mobile/authen_msisdn', {
      device_info: 't',
      fcm_registration_token: '',
      mode: 'password',
      msisdn,
      password: await clientPasswordHash(password),
    });
  };
  const register = async (msisdn: string, pin: string, password: string) => {
    const { hashPassword: clientPasswordHash } = await import('@selfcare/api-client/contract');
    return sandbox.post('/api/mobile/authen_register', {
      msisdn,
      pin,
      password: await clientPasswordHash(password),
    });
  };

  it('issue 47 item 7: registers a new number once; a second registration is refused only once its code is proven', async () => {
    const msisdn = nextNumber();
    expect(await sendOtp(msisdn, registrationService)).toMatchObject({ error_code: '0' });
    expect(await register(msisdn, await sandbox.latestCode(msisdn), 'First123')).toMatchObject({
      error_code: '0',
    });
    sandbox.clock.advance(61_000);
    const refusal = { error_code: 'account_exists', message: expect.stringMatching(/đã có tài khoản/) };
    // The code request answers as for any number; the account is told to whoever proves the code.
    expect(await sendOtp(msisdn, registrationService)).toMatchObject({ error_code: '0' });
    expect(await register(msisdn, await sandbox.latestCode(msisdn), 'Second123')).toMatchObject(refusal);
    expect(await passwordLogin(msisdn, 'First123')).toMatchObject({ error_code: '0' });
    expect(await passwordLogin(msisdn, 'Second123')).toMatchObject({ error_code: '1' });
  });

  it('issue 47 item 7: a seeded account keeps its password when someone registers its number without the code, and is not told it has one', async () => {
    const refused = await register('0912345678', '000000', 'Takeover1');
    expect(refused).toMatchObject({ error_code: '539' });
    expect(JSON.stringify(refused)).not.toMatch(/account_exists|đã có tài khoản/);
    expect(JSON.parse(String(refused['orgin_msg']))).toEqual([{ AUTH_DESC: refused['message'] }]);
    expect(await passwordLogin('0912345678', 'Sandbox123')).toMatchObject({ error_code: '0' });
  });

  it('a number signed in by code only (no password yet) can still register', async () => {
    const msisdn = nextNumber();
    await sandbox.login(msisdn);
    sandbox.clock.advance(61_000);
    expect(await sendOtp(msisdn, registrationService)).toMatchObject({ error_code: '0' });
    expect(await register(msisdn, await sandbox.latestCode(msisdn), 'Mine1234')).toMatchObject({
      error_code: '0',
    });
  });
});
