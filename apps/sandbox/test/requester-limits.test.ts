/**
 * Issue 47 items 2, 4 and 7 (docs/decisions/trust.md): sign-in limits bind the requester (a known device or an
 * address), not the number; ceilings that strangers share per number and per client; no registration or reset
 * answer tells whether a number has an account before its code is proven. Each client here is a documentation
 * address (RFC 5737) sent as X-Forwarded-For, which the sandbox reads because the test calls through loopback.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpRules } from '../src/services/otp-rules';
import { passwordRules } from '../src/services/password-limits';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
const nextNumber = numberSeries(80);
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

/** A client of its own: an address, and the device cookie the sandbox left it, if any. */
interface Client {
  readonly address: string;
  cookie?: string;
}
const client = (address: string, cookie?: string): Client => (cookie ? { address, cookie } : { address });

const setCookies: string[] = [];
async function call(from: Client, path: string, body: unknown): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { 'x-forwarded-for': from.address };
  if (from.cookie !== undefined) headers['cookie'] = from.cookie;
  const response = await sandbox.postRaw(path, JSON.stringify(body), headers);
  const device = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sc_device='));
  if (device !== undefined) {
    setCookies.push(device);
    from.cookie = device.split(';')[0];
  }
  return (await response.json()) as Record<string, unknown>;
}

const hash = (password: string) => createHash('sha256').update(password).digest('hex');
const registrationService = 'authen_register,payment_wallet_register';
const sendCode = (from: Client, msisdn: string, otp_service = 'authen_msisdn') =>
  call(from, '/api/mobile/otp_send', { msisdn, otp_service });
const signIn = (from: Client, msisdn: string, mode: 'otp' | 'password', secret: string) =>
  call(from, '/api/mobile/authen_msisdn', {
    device_info: 't',
    fcm_registration_token: '',
    mode,
    msisdn,
    password: mode === 'password' ? hash(secret) : secret,
  });
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** A fresh number with an account (password `Right123`), registered by `owner`, which becomes its known device. */
async function registeredBy(owner: Client): Promise<string> {
  const msisdn = nextNumber();
  expect(await sendCode(owner, msisdn, registrationService)).toMatchObject({ error_code: '0' });
  const answer = await call(owner, '/api/mobile/authen_register', {
    msisdn,
    pin: await sandbox.latestCode(msisdn),
    password: hash('Right123'),
  });
  expect(answer).toMatchObject({ error_code: '0' });
  return msisdn;
}

describe('issue 47 item 2: locks bind the requester, not the number', () => {
  it("issue 47 item 2: a stranger's eleven requests (one code, five wrong codes, five wrong passwords) lock the stranger, while the owner's new code, right password and reset pass", async () => {
    const owner = client('203.0.113.9');
    const msisdn = await registeredBy(owner);
    const stranger = client('198.51.100.7');
    expect(await sendCode(stranger, msisdn)).toMatchObject({ error_code: '0' });
    const strangersCode = await sandbox.latestCode(msisdn);
    for (let attempt = 1; attempt < otpRules.maxWrongTries; attempt += 1) {
      expect(await signIn(stranger, msisdn, 'otp', wrongFor(strangersCode))).toMatchObject({
        error_code: '550',
      });
    }
    expect(await signIn(stranger, msisdn, 'otp', wrongFor(strangersCode))).toMatchObject({
      error_code: '551',
    });
    for (let attempt = 1; attempt < passwordRules.maxFailures; attempt += 1) {
      expect(await signIn(stranger, msisdn, 'password', 'Wrong999')).toMatchObject({ error_code: '1' });
    }
    expect(await signIn(stranger, msisdn, 'password', 'Wrong999')).toMatchObject({
      error_code: 'LOGIN_LOCKED',
      wait_seconds: 900,
    });
    // The stranger stays locked, for codes and passwords alike.
    expect(await signIn(stranger, msisdn, 'otp', strangersCode)).toMatchObject({ error_code: '552' });
    expect(await sendCode(stranger, msisdn)).toMatchObject({ error_code: 'send_sms_nok_limit_n' });
    expect(await signIn(stranger, msisdn, 'password', 'Right123')).toMatchObject({
      error_code: 'LOGIN_LOCKED',
    });

    // The owner, at once: a new code, the right password, and the reset.
    expect(await sendCode(owner, msisdn)).toMatchObject({ error_code: '0' });
    expect(await signIn(owner, msisdn, 'otp', await sandbox.latestCode(msisdn))).toMatchObject({
      error_code: '0',
    });
    expect(await signIn(owner, msisdn, 'password', 'Right123')).toMatchObject({ error_code: '0' });
    expect(await sendCode(owner, msisdn, 'authen_miss_password')).toMatchObject({ error_code: '0' });
    expect(
      await call(owner, '/api/mobile/authen_miss_password', {
        msisdn,
        otp: await sandbox.latestCode(msisdn),
        password: hash('Reset123'),
      }),
    ).toMatchObject({ error_code: '0' });

    // The same owner from a new device (another address, no cookie) is not bound by the stranger either.
    const ownersPhone = client('203.0.113.10');
    expect(await signIn(ownersPhone, msisdn, 'password', 'Reset123')).toMatchObject({ error_code: '0' });
  });

  it("issue 47 item 2: a code belongs to the requester that asked for it: a stranger's request does not void the owner's code, nor can the stranger use it", async () => {
    const owner = client('203.0.113.20');
    const stranger = client('198.51.100.20');
    const msisdn = nextNumber();
    expect(await sendCode(owner, msisdn)).toMatchObject({ error_code: '0' });
    const ownersCode = await sandbox.latestCode(msisdn);
    // Without a code of its own, the stranger's try is not even a guess (539, not counted).
    expect(await signIn(stranger, msisdn, 'otp', ownersCode)).toMatchObject({ error_code: '539' });
    expect(await sendCode(stranger, msisdn)).toMatchObject({ error_code: '0' });
    expect(await signIn(owner, msisdn, 'otp', ownersCode)).toMatchObject({ error_code: '0' });
  });

  it('issue 47 item 2: the device cookie is set only by a proof, HttpOnly, SameSite=Strict, on /api', async () => {
    const owner = client('203.0.113.30');
    const msisdn = nextNumber();
    await sendCode(owner, msisdn);
    const code = await sandbox.latestCode(msisdn);
    setCookies.length = 0;
    await signIn(owner, msisdn, 'otp', wrongFor(code));
    expect(setCookies).toEqual([]);
    await signIn(owner, msisdn, 'otp', code);
    expect(setCookies).toHaveLength(1);
    const [cookie] = setCookies;
    expect(cookie).toMatch(/^sc_device=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; Path=\/api(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Strict(;|$)/);
    expect(cookie).toMatch(/; Max-Age=15552000(;|$)/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('issue 47 item 2: a made-up device cookie counts for nothing: the requester is still its address', async () => {
    const owner = client('203.0.113.40');
    const msisdn = await registeredBy(owner);
    const stranger = client('198.51.100.40');
    for (let attempt = 0; attempt < passwordRules.maxFailures; attempt += 1) {
      await signIn(stranger, msisdn, 'password', 'Wrong999');
    }
    const forged = client('198.51.100.40', `sc_device=${randomBytes(32).toString('base64url')}`);
    expect(await signIn(forged, msisdn, 'password', 'Right123')).toMatchObject({
      error_code: 'LOGIN_LOCKED',
    });
  });

  it("issue 47 item 2: strangers' wrong passwords from many addresses close password sign-in to strangers for the hour; the owner's known device signs in, and code sign-in stays open", async () => {
    const owner = client('203.0.113.50');
    const msisdn = await registeredBy(owner);
    const ceiling = sandbox.app.config.passwordFailuresPerNumberPerHour;
    const addresses = Math.ceil(ceiling / passwordRules.maxFailures);
    for (let index = 0; index < addresses; index += 1) {
      const stranger = client(`198.51.100.${100 + index}`);
      for (let attempt = 0; attempt < passwordRules.maxFailures; attempt += 1) {
        await signIn(stranger, msisdn, 'password', 'Wrong999');
      }
    }
    const another = client('198.51.100.199');
    const closed = await signIn(another, msisdn, 'password', 'Right123');
    expect(closed).toMatchObject({
      error_code: 'LOGIN_LOCKED',
      message: expect.stringMatching(/tạm ngừng.*mã OTP/),
    });
    expect(Number(closed['wait_seconds'])).toBeLessThanOrEqual(3600);
    // The owner's known device keeps its own counters.
    expect(await signIn(owner, msisdn, 'password', 'Right123')).toMatchObject({ error_code: '0' });
    // A new device of the owner is a stranger to the password, but code sign-in stays open to it.
    const ownersNewPhone = client('203.0.113.51');
    expect(await signIn(ownersNewPhone, msisdn, 'password', 'Right123')).toMatchObject({
      error_code: 'LOGIN_LOCKED',
    });
    expect(await sendCode(ownersNewPhone, msisdn)).toMatchObject({ error_code: '0' });
    expect(await signIn(ownersNewPhone, msisdn, 'otp', await sandbox.latestCode(msisdn))).toMatchObject({
      error_code: '0',
    });
    sandbox.clock.advance(passwordRules.numberWindowMs);
    expect(await signIn(another, msisdn, 'password', 'Right123')).toMatchObject({ error_code: '0' });
  });
});

describe('issue 47 item 4: code quotas per number and per client', () => {
  it('issue 47 item 4: codes sent to one number for strangers stop at the ceiling of the hour; the owner (a known device, or a session) still gets one', async () => {
    const owner = client('203.0.113.60');
    const msisdn = nextNumber();
    await sendCode(owner, msisdn);
    const signedIn = await signIn(owner, msisdn, 'otp', await sandbox.latestCode(msisdn));
    expect(signedIn).toMatchObject({ error_code: '0' });
    const ceiling = sandbox.app.config.otpSendsPerNumberPerHour;
    let sent = 1; // the owner's first code, sent before it was a known device
    for (let index = 0; sent < ceiling; index += 1) {
      expect(await sendCode(client(`198.51.100.${index + 1}`), msisdn)).toMatchObject({ error_code: '0' });
      sent += 1;
    }
    const refused = await sendCode(client('198.51.100.250'), msisdn);
    expect(refused).toMatchObject({ error_code: 'send_sms_nok_limit_n' });
    expect(Number(refused['wait_seconds'])).toBeLessThanOrEqual(3600);
    sandbox.clock.advance(otpRules.resendWaitMs);
    expect(await sendCode(owner, msisdn)).toMatchObject({ error_code: '0' });
    // A live session of the number is the owner too, from any address and without the cookie.
    expect(
      await call(client('203.0.113.61'), '/api/mobile/otp_send', {
        msisdn,
        otp_service: 'authen_msisdn',
        session: signedIn['session'],
      }),
    ).toMatchObject({ error_code: '0' });
    sandbox.clock.advance(otpRules.ceilingWindowMs);
    expect(await sendCode(client('198.51.100.250'), msisdn)).toMatchObject({ error_code: '0' });
  });

  it('issue 47 item 4: one client sending codes to many numbers is stopped at its ceiling of numbers per hour; another client is not', async () => {
    const pump = client('198.51.100.77');
    const ceiling = sandbox.app.config.otpNumbersPerClientPerHour;
    const numbers = Array.from({ length: ceiling + 5 }, () => nextNumber());
    const answers = [];
    for (const msisdn of numbers) answers.push(await sendCode(pump, msisdn));
    expect(answers.filter((answer) => answer['error_code'] === '0')).toHaveLength(ceiling);
    expect(answers.slice(ceiling).every((answer) => answer['error_code'] === 'send_sms_nok_limit_n')).toBe(
      true,
    );
    // A number it already reached this hour is not a new one (its own resend rules still apply).
    sandbox.clock.advance(otpRules.resendWaitMs);
    expect(await sendCode(pump, numbers[0] as string)).toMatchObject({ error_code: '0' });
    expect(await sendCode(client('198.51.100.78'), numbers.at(-1) as string)).toMatchObject({
      error_code: '0',
    });
    sandbox.clock.advance(otpRules.ceilingWindowMs);
    expect(await sendCode(pump, numbers.at(-2) as string)).toMatchObject({ error_code: '0' });
  });

  it('issue 47 item 4: an address many people share (sharedClientAddresses: here this machine) has no ceiling of numbers', async () => {
    const ceiling = sandbox.app.config.otpNumbersPerClientPerHour;
    for (let index = 0; index <= ceiling; index += 1) {
      expect(
        await sandbox.post('/api/mobile/otp_send', { msisdn: nextNumber(), otp_service: 'authen_msisdn' }),
      ).toMatchObject({ error_code: '0' });
    }
  });
});

describe('issue 47 item 7: no enumeration before the code is proven', () => {
  it('issue 47 item 7: registration and reset answer alike for a number with an account and one without, until the code is proven', async () => {
    const owner = client('203.0.113.70');
    const member = await registeredBy(owner);
    const stranger = nextNumber();
    const asker = client('198.51.100.70');
    sandbox.clock.advance(otpRules.resendWaitMs);
    for (const service of [registrationService, 'authen_miss_password']) {
      expect(await sendCode(asker, member, service)).toEqual(await sendCode(asker, stranger, service));
    }
    const wrongRegistration = (msisdn: string) =>
      call(asker, '/api/mobile/authen_register', { msisdn, pin: '000000', password: hash('Mine1234') });
    const wrongReset = (msisdn: string) =>
      call(asker, '/api/mobile/authen_miss_password', { msisdn, otp: '000000', password: hash('Mine1234') });
    const codes = { member: '', stranger: '' };
    const inbox = async (msisdn: string, service: string) => {
      const response = await fetch(`${sandbox.url}/__sandbox/api/inbox?msisdn=${msisdn}`);
      const { messages } = (await response.json()) as { messages: { code: string; service: string }[] };
      return messages.find((message) => message.service === service)?.code ?? '';
    };
    codes.member = await inbox(member, registrationService);
    codes.stranger = await inbox(stranger, registrationService);
    // A wrong code (none of the codes is 000000, or the answers would differ the other way) answers alike.
    if (codes.member !== '000000' && codes.stranger !== '000000') {
      expect(await wrongRegistration(member)).toEqual(await wrongRegistration(stranger));
    }
    const resetMember = await inbox(member, 'authen_miss_password');
    const resetStranger = await inbox(stranger, 'authen_miss_password');
    if (resetMember !== '000000' && resetStranger !== '000000') {
      expect(await wrongReset(member)).toEqual(await wrongReset(stranger));
    }
    // The code's holder learns it: registering an account number is refused, a new number registers.
    const register = (msisdn: string, pin: string) =>
      call(asker, '/api/mobile/authen_register', { msisdn, pin, password: hash('Mine1234') });
    expect(await register(member, codes.member)).toMatchObject({ error_code: 'account_exists' });
    expect(await register(stranger, codes.stranger)).toMatchObject({ error_code: '0' });
    expect(await signIn(owner, member, 'password', 'Right123')).toMatchObject({ error_code: '0' });
  });

  it('issue 47 item 7: a reset of a number without an account is refused only after its code, in a code the portal knows (no_account)', async () => {
    const asker = client('203.0.113.71');
    const msisdn = nextNumber();
    expect(await sendCode(asker, msisdn, 'authen_miss_password')).toMatchObject({ error_code: '0' });
    const refused = await call(asker, '/api/mobile/authen_miss_password', {
      msisdn,
      otp: await sandbox.latestCode(msisdn),
      password: hash('Mine1234'),
    });
    expect(refused).toMatchObject({ error_code: 'no_account' });
    expect(JSON.parse(String(refused['orgin_msg']))).toEqual([{ AUTH_DESC: refused['message'] }]);
    expect(await signIn(asker, msisdn, 'password', 'Mine1234')).toMatchObject({ error_code: '1' });
  });

  it('issue 47 item 7: a wrong password answers alike with and without an account', async () => {
    const owner = client('203.0.113.72');
    const member = await registeredBy(owner);
    const asker = client('198.51.100.72');
    expect(await signIn(asker, member, 'password', 'Wrong999')).toEqual(
      await signIn(asker, nextNumber(), 'password', 'Wrong999'),
    );
  });
});
