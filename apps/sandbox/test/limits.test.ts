/**
 * Issue 23 limits (docs/decisions/hardening.md): password failures per number, OTP wrong tries per
 * number across codes, known OTP services only, payments idempotent per subscriber and package, a body
 * limit on every path, and the sandbox tools off unless started for local use.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordRules } from '../src/services/password-limits';
import { otpRules } from '../src/services/otp-rules';
import { signTransId } from '../src/services/signing';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
const nextNumber = numberSeries(42);
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const hash = (password: string) => createHash('sha256').update(password).digest('hex');
const passwordLogin = (msisdn: string, password: string) =>
  sandbox.post('/api/mobile/authen_msisdn', {
    device_info: 't',
    fcm_registration_token: '',
    mode: 'password',
    msisdn,
    password: hash(password),
  });
const codeLogin = (msisdn: string, code: string) =>
  sandbox.post('/api/mobile/authen_msisdn', {
    device_info: 't',
    fcm_registration_token: '',
    mode: 'otp',
    msisdn,
    password: code,
  });
const sendCode = (msisdn: string) =>
  sandbox.post('/api/mobile/otp_send', { msisdn, otp_service: 'authen_msisdn' });
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** A fresh number with an account (password `Right123`). */
async function registered(): Promise<string> {
  const msisdn = nextNumber();
  await sandbox.post('/api/mobile/otp_send', {
    msisdn,
    otp_service: 'authen_register,payment_wallet_register',
  });
  const answer = await sandbox.post('/api/mobile/authen_register', {
    msisdn,
    pin: await sandbox.latestCode(msisdn),
    password: hash('Right123'),
  });
  expect(answer).toMatchObject({ error_code: '0' });
  return msisdn;
}

describe('password sign-in limit (AUTH-07, ERR-07; NIST SP 800-63B §5.2.2)', () => {
  it('AUTH-07 locks password sign-in for 15 min after 5 wrong passwords; the right one waits too', async () => {
    const msisdn = await registered();
    for (let attempt = 1; attempt < passwordRules.maxFailures; attempt += 1) {
      expect(await passwordLogin(msisdn, 'Wrong999')).toMatchObject({ error_code: '1' });
    }
    expect(await passwordLogin(msisdn, 'Wrong999')).toMatchObject({
      error_code: 'LOGIN_LOCKED',
      wait_seconds: 900,
    });
    expect(await passwordLogin(msisdn, 'Right123')).toMatchObject({ error_code: 'LOGIN_LOCKED' });
    sandbox.clock.advance(passwordRules.lockMs);
    expect(await passwordLogin(msisdn, 'Right123')).toMatchObject({ error_code: '0' });
  });

  it('AUTH-07 a right password starts the count again', async () => {
    const msisdn = await registered();
    for (let attempt = 1; attempt < passwordRules.maxFailures; attempt += 1) {
      await passwordLogin(msisdn, 'Wrong999');
    }
    expect(await passwordLogin(msisdn, 'Right123')).toMatchObject({ error_code: '0' });
    expect(await passwordLogin(msisdn, 'Wrong999')).toMatchObject({ error_code: '1' });
  });

  it('AUTH-07 a burst of 20 parallel guesses gets no more than 5 checked, then the lock', async () => {
    const msisdn = await registered();
    const answers = await Promise.all(Array.from({ length: 20 }, () => passwordLogin(msisdn, 'Wrong999')));
    const checked = answers.filter((answer) => answer['error_code'] === '1').length;
    expect(checked).toBeLessThanOrEqual(passwordRules.maxFailures);
    expect(answers.every((answer) => ['1', 'LOGIN_LOCKED'].includes(String(answer['error_code'])))).toBe(
      true,
    );
    expect(await passwordLogin(msisdn, 'Right123')).toMatchObject({ error_code: 'LOGIN_LOCKED' });
  });

  it('AUTH-03 sign-in by code stays open while the password is locked', async () => {
    const msisdn = await registered();
    for (let attempt = 0; attempt < passwordRules.maxFailures; attempt += 1) {
      await passwordLogin(msisdn, 'Wrong999');
    }
    sandbox.clock.advance(otpRules.resendWaitMs);
    await sendCode(msisdn);
    expect(await codeLogin(msisdn, await sandbox.latestCode(msisdn))).toMatchObject({ error_code: '0' });
  });
});

describe('OTP wrong tries per number (DOM-55, DOM-57)', () => {
  it('DOM-57 a new code does not start the wrong-try count again: the fifth wrong try locks (551)', async () => {
    const msisdn = nextNumber();
    await sendCode(msisdn);
    const first = await sandbox.latestCode(msisdn);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await codeLogin(msisdn, wrongFor(first))).toMatchObject({ error_code: '550' });
    }
    sandbox.clock.advance(otpRules.resendWaitMs);
    await sendCode(msisdn);
    const second = await sandbox.latestCode(msisdn);
    expect(await codeLogin(msisdn, wrongFor(second))).toMatchObject({ error_code: '550' });
    expect(await codeLogin(msisdn, wrongFor(second))).toMatchObject({ error_code: '551' });
    expect(await codeLogin(msisdn, second)).toMatchObject({ error_code: '552' });
  });

  it('DOM-57 wrong tries on another OTP service count for the same number', async () => {
    const msisdn = nextNumber();
    await sandbox.post('/api/mobile/otp_send', { msisdn, otp_service: 'ir_register' });
    const roamingCode = await sandbox.latestCode(msisdn);
    await sendCode(msisdn);
    const code = await sandbox.latestCode(msisdn);
    for (let attempt = 0; attempt < otpRules.maxWrongTries - 1; attempt += 1) {
      expect(
        await sandbox.post('/api/mobile/otp_check', {
          msisdn,
          otp: wrongFor(roamingCode),
          otp_service: 'ir_register',
        }),
      ).toMatchObject({ error_code: '550' });
    }
    expect(await codeLogin(msisdn, wrongFor(code))).toMatchObject({ error_code: '551' });
  });

  it('DOM-58 a right code starts the count again', async () => {
    const msisdn = nextNumber();
    await sendCode(msisdn);
    const code = await sandbox.latestCode(msisdn);
    for (let attempt = 0; attempt < otpRules.maxWrongTries - 1; attempt += 1) {
      await codeLogin(msisdn, wrongFor(code));
    }
    expect(await codeLogin(msisdn, code)).toMatchObject({ error_code: '0' });
    sandbox.clock.advance(otpRules.resendWaitMs);
    await sendCode(msisdn);
    const next = await sandbox.latestCode(msisdn);
    expect(await codeLogin(msisdn, wrongFor(next))).toMatchObject({ error_code: '550' });
  });

  it('ERR-27 unknown OTP services are refused (400), so the per-service resend wait holds', async () => {
    const msisdn = nextNumber();
    await sendCode(msisdn);
    for (const [path, body] of [
      ['/api/mobile/otp_voice_send', { msisdn, otp_service: 'made-up' }],
      ['/api/mobile/otp_check', { msisdn, otp: '123456', otp_service: 'made-up' }],
      ['/api/mobile/otp_send', { msisdn, otp_service: 'made-up' }],
    ] as const) {
      const response = await sandbox.postRaw(path, JSON.stringify(body));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error_code: 'BAD_REQUEST' });
    }
    expect(
      await sandbox.post('/api/mobile/otp_voice_send', { msisdn, otp_service: 'authen_msisdn' }),
    ).toMatchObject({ error_code: 'send_sms_nok' });
  });
});

describe('loyalty envelopes (LOY-30, ROLE-10)', () => {
  it('LOY-30 a signed envelope is used once: the same one again is refused (403)', async () => {
    const member = await sandbox.loyaltyMember('0913456789');
    const envelope = await member.envelope();
    const first = await sandbox.post('/api/loyalty/getLayThongTinChungMobileV2', envelope);
    expect(first).toMatchObject({ errorCode: '0' });
    expect(await sandbox.post('/api/loyalty/getLayThongTinChungMobileV2', envelope)).toMatchObject({
      errorCode: '403',
    });
  });

  it("ROLE-10 another member's token, or none, is refused even with a signed envelope", async () => {
    const member = await sandbox.loyaltyMember('0913456789');
    const other = await sandbox.loyaltyMember('0911223344');
    for (const token of [other.token, '']) {
      expect(
        await sandbox.post('/api/loyalty/getLichSuDiemNewV2', await member.envelope({ token })),
      ).toMatchObject({ errorCode: '403' });
    }
  });
});

describe('package payment idempotency (API-175, ERR-22)', () => {
  const paymentBody = async (msisdn: string, requestTime: string) => {
    const body = {
      msisdn,
      package_code: 'BIG120',
      pay_method: 'VNPTWALLET',
      product_type: 'DATA' as const,
      request_time: requestTime,
    };
    return { ...body, trans_id: await signTransId(sandbox.app.config.paymentSecret, body) };
  };
  const pay = (body: Record<string, unknown>) => sandbox.post('/api/payment/payment_package_reg_v2', body);

  it('ERR-22 ten parallel payments of one package make one pending payment; the rest answer 04', async () => {
    const msisdn = nextNumber();
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, index) =>
        pay(await paymentBody(msisdn, `202601010000${String(index).padStart(2, '0')}`)),
      ),
    );
    expect(answers.filter((answer) => answer['error_code'] === '00')).toHaveLength(1);
    expect(answers.filter((answer) => answer['error_code'] === '04')).toHaveLength(9);
    const [payments] = await sandbox.app.db.query<{ count: number }>(
      'select count(*)::int as count from package_payments where msisdn = $1',
      [msisdn],
    );
    expect(payments?.count).toBe(1);
  });

  it('ERR-22 the same signed request twice is refused; an approved package cannot be paid again', async () => {
    const msisdn = nextNumber();
    const body = await paymentBody(msisdn, '20260101000000');
    const first = await pay(body);
    expect(first).toMatchObject({ error_code: '00' });
    expect(await pay(body)).toMatchObject({ error_code: '04' });
    const id = String(first['redirect_url']).split('/').pop() ?? '';
    await fetch(`${sandbox.url}/__sandbox/gateway/${id}`, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
      redirect: 'manual',
    });
    expect(await pay(await paymentBody(msisdn, '20260101000100'))).toMatchObject({ error_code: '04' });
  });

  it('PKG-28 a pending payment older than 15 min no longer blocks a new one', async () => {
    const msisdn = nextNumber();
    expect(await pay(await paymentBody(msisdn, '20260101000000'))).toMatchObject({ error_code: '00' });
    sandbox.clock.advance(15 * 60_000 + 1);
    expect(await pay(await paymentBody(msisdn, '20260101001600'))).toMatchObject({ error_code: '00' });
  });
});

describe('body limit and malformed input (ERR-01)', () => {
  it('refuses a body over the limit on every path, /__sandbox/* included (413)', async () => {
    const big = 'x'.repeat(sandbox.app.config.maxBodyBytes + 1);
    for (const path of ['/api/mobile/otp_send', '/__sandbox/api/roaming-token', '/api/signer/sign']) {
      const response = await sandbox.postRaw(path, big);
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ error_code: 'PAYLOAD_TOO_LARGE' });
    }
  });

  it('answers 400, never 500, to the inputs that used to crash', async () => {
    const session = await sandbox.login(nextNumber());
    const cases = [
      ['/api/mobile/help_news_detail', { news_id: 'abc' }],
      ['/api/mobile/help_news_detail', { news_id: 1e300 }],
      ['/api/mobile/help_news_detail', { news_id: '99999999999999999999' }],
      ['/api/mobile/news_search', { keyword: 'a\u0000b' }],
      ['/api/mobile/help_get_districts_1800', { province_id: '1 OR 1=1' }],
      ['/api/mobile/help_get_districts_1800', { province_id: '1 OR 1=1', session }],
    ] as const;
    for (const [path, body] of cases) {
      const response = await sandbox.postRaw(path, JSON.stringify(body));
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(await response.json()).toMatchObject({ error_code: 'BAD_REQUEST' });
    }
    const token = await sandbox.postRaw(
      '/__sandbox/api/roaming-token',
      JSON.stringify({ msisdn: '1 OR 1=1' }),
    );
    expect(token.status).toBe(400);
    expect(await token.json()).toMatchObject({ error_code: 'IDS_ERROR_ISDN_LONG' });
    for (const limit of ['-1', '0', 'abc', '1e9']) {
      const response = await fetch(`${sandbox.url}/__sandbox/api/inbox?limit=${limit}`);
      expect(response.status, `inbox limit ${limit}`).toBe(400);
    }
  });
});

describe('sandbox tools only for local use', () => {
  it('without --local the inbox, simulators and token issuers answer 404; health and images stay', async () => {
    const closed = await startTestSandbox({ localTools: false });
    try {
      for (const path of [
        '/__sandbox/inbox',
        '/__sandbox/api/inbox?msisdn=84912345678',
        '/__sandbox/transactions',
        '/__sandbox/roaming',
        '/__sandbox/login-3g?msisdn=0912345678',
        '/__sandbox/gateway/PP1',
        '/__sandbox/',
      ]) {
        expect((await fetch(`${closed.url}${path}`)).status, path).toBe(404);
      }
      const issued = await closed.postRaw(
        '/__sandbox/api/roaming-token',
        JSON.stringify({ msisdn: '0912345678' }),
      );
      expect(issued.status).toBe(404);
      expect((await fetch(`${closed.url}/__sandbox/health`)).status).toBe(200);
    } finally {
      await closed.close();
    }
  });
});
