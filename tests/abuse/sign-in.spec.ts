/**
 * Issue 47 items 2, 4 and 7: the reviewer's sign-in probes, replayed against the e2e sandbox from addresses of
 * their own (docs/decisions/trust.md). Numbers: probeNumber('1…'), the retry in the second digit, so a retried
 * probe never meets its first attempt's locks.
 */
import { expect, test, type TestInfo } from '@playwright/test';
import {
  attemptNumber,
  attemptSignIn,
  clientAt,
  disposeClients,
  inboxCode,
  passwordHash,
  register,
  registrationService,
  type AbuseClient,
} from './client';

/** This attempt's own number: '1', the retry, then four digits of the probe's choosing. */
const number = (info: TestInfo, digits: string) => attemptNumber('1', info.retry, digits);
const wrongFor = (...codes: string[]) =>
  ['000000', '111111', '222222'].find((guess) => !codes.includes(guess)) ?? '333333';

test.afterEach(disposeClients);

const sendCode = (from: AbuseClient, msisdn: string, otp_service = 'authen_msisdn') =>
  from.post('/api/mobile/otp_send', { msisdn, otp_service });

test("issue 47 item 2: a stranger's eleven requests (one otp_send, five wrong codes, five wrong passwords) do not lock the owner out", async () => {
  const info = test.info();
  const msisdn = number(info, '0001');
  const owner = await clientAt('203.0.113.9');
  await register(owner, msisdn, 'Owner123');

  // The reviewer's eleven unauthenticated requests, from the stranger's own address.
  const stranger = await clientAt('198.51.100.7');
  expect((await sendCode(stranger, msisdn)).body).toMatchObject({ error_code: '0' });
  const wrong = wrongFor(await inboxCode(stranger.api, msisdn, 'authen_msisdn'));
  const codeAnswers = [];
  for (let attempt = 0; attempt < 5; attempt += 1)
    codeAnswers.push((await attemptSignIn(stranger, msisdn, 'otp', wrong)).body);
  expect(codeAnswers.map((answer) => answer['error_code'])).toEqual(['550', '550', '550', '550', '551']);
  const passwordAnswers = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    passwordAnswers.push((await attemptSignIn(stranger, msisdn, 'password', passwordHash('Guess999'))).body);
  }
  expect(passwordAnswers.map((answer) => answer['error_code'])).toEqual(['1', '1', '1', '1', 'LOGIN_LOCKED']);
  // The locks bind the stranger: even the right password is refused to it now.
  expect((await attemptSignIn(stranger, msisdn, 'password', passwordHash('Owner123'))).body).toMatchObject({
    error_code: 'LOGIN_LOCKED',
  });

  // The owner, at once: a new code is sent and accepted, the right password signs in, the reset works.
  expect((await sendCode(owner, msisdn)).body).toMatchObject({ error_code: '0' });
  const code = await inboxCode(owner.api, msisdn, 'authen_msisdn');
  expect((await attemptSignIn(owner, msisdn, 'otp', code)).body).toMatchObject({ error_code: '0' });
  expect((await attemptSignIn(owner, msisdn, 'password', passwordHash('Owner123'))).body).toMatchObject({
    error_code: '0',
  });
  expect((await sendCode(owner, msisdn, 'authen_miss_password')).body).toMatchObject({ error_code: '0' });
  const reset = await owner.post('/api/mobile/authen_miss_password', {
    msisdn,
    otp: await inboxCode(owner.api, msisdn, 'authen_miss_password'),
    password: passwordHash('Reset123'),
  });
  expect(reset.body).toMatchObject({ error_code: '0' });
  // And from a device the owner never used (another address, no cookie), the new password signs in.
  const ownersPhone = await clientAt('203.0.113.10');
  expect((await attemptSignIn(ownersPhone, msisdn, 'password', passwordHash('Reset123'))).body).toMatchObject(
    {
      error_code: '0',
    },
  );
});

test('issue 47 item 4: one client sending codes to 300 numbers is stopped', async () => {
  const info = test.info();
  const pump = await clientAt('198.51.100.44');
  const answers: { status: number; code: unknown }[] = [];
  for (let index = 0; index < 300; index += 1) {
    const sent = await sendCode(pump, number(info, `1${String(index).padStart(3, '0')}`));
    answers.push({ status: sent.status, code: sent.body['error_code'] });
  }
  const through = answers.filter((answer) => answer.code === '0').length;
  // The default ceiling: 10 numbers per client and hour (SANDBOX_OTP_NUMBERS_PER_CLIENT_PER_HOUR).
  expect(through).toBeGreaterThan(0);
  expect(through).toBeLessThanOrEqual(10);
  expect(
    answers.slice(through).every((answer) => answer.status === 200 && answer.code === 'send_sms_nok_limit_n'),
  ).toBe(true);
  // Another client is not stopped by the first one's quota.
  const other = await clientAt('198.51.100.45');
  expect((await sendCode(other, number(info, '1299'))).body).toMatchObject({ error_code: '0' });
});

test('issue 47 item 7: registration answers the same for a number with an account and one without until the code is proven', async () => {
  const info = test.info();
  const member = number(info, '2001');
  const newcomer = number(info, '2002');
  await register(await clientAt('203.0.113.27'), member, 'Owner123');

  const asker = await clientAt('198.51.100.27');
  const answersFor = async (call: (msisdn: string) => ReturnType<AbuseClient['post']>) => {
    const [withAccount, without] = [await call(member), await call(newcomer)];
    expect(withAccount).toEqual(without);
    return withAccount;
  };
  // The code requests: the same answer, and a code for both.
  for (const service of [registrationService, 'authen_miss_password']) {
    expect((await answersFor((msisdn) => sendCode(asker, msisdn, service))).body).toMatchObject({
      error_code: '0',
    });
  }
  const codes = {
    member: await inboxCode(asker.api, member, registrationService),
    newcomer: await inboxCode(asker.api, newcomer, registrationService),
    memberReset: await inboxCode(asker.api, member, 'authen_miss_password'),
    newcomerReset: await inboxCode(asker.api, newcomer, 'authen_miss_password'),
  };
  const wrong = wrongFor(...Object.values(codes));
  // A registration and a reset without the code: the same refusal (a wrong code), nothing about an account.
  const registration = await answersFor((msisdn) =>
    asker.post('/api/mobile/authen_register', { msisdn, pin: wrong, password: passwordHash('Mine1234') }),
  );
  expect(registration.body).toMatchObject({ error_code: '550' });
  expect(JSON.stringify(registration.body)).not.toMatch(/account_exists|đã có tài khoản/);
  const resetting = await answersFor((msisdn) =>
    asker.post('/api/mobile/authen_miss_password', {
      msisdn,
      otp: wrong,
      password: passwordHash('Mine1234'),
    }),
  );
  expect(resetting.body).toMatchObject({ error_code: '550' });

  // Only the code's holder learns it: the member's number is refused, the newcomer registers.
  const proven = (msisdn: string, pin: string) =>
    asker.post('/api/mobile/authen_register', { msisdn, pin, password: passwordHash('Mine1234') });
  expect((await proven(member, codes.member)).body).toMatchObject({ error_code: 'account_exists' });
  expect((await proven(newcomer, codes.newcomer)).body).toMatchObject({ error_code: '0' });
});
