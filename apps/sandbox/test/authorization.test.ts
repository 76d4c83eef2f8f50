/**
 * Issue 23, ROLE-01, ERR-02: walks EVERY row of the contract as three callers who are not the
 * subscriber (no session, a forged session or token, another subscriber's own session) aiming at one
 * subscriber's data, and proves that none of them gets any of it or changes any of it. Rows that need
 * the subscriber refuse outright; the rows public by nature are listed below, each with its reason.
 */
import { packagePaymentTransIdInput, loyaltySecureCodeInput } from '@selfcare/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicCalls } from '../src/http/public-calls';
import type { Route } from '../src/http/routes';
import { callRoute, contractRoutes } from './contract-calls';
import { sampleOf } from './schema-values';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

/** The subscriber whose data nobody else may see: the seeded VIP (tier 5 member, postpaid, roaming on). */
const victim = '84888888888';
const victimLocal = '0888888888';

const beforeSignIn =
  'sign-in, registration and recovery run before a session exists; they answer only the holder of the code or password and return nothing of the account';
/** Rows a caller without the subscriber's session may call, and why. */
const publicByNature: ReadonlyMap<string, string> = new Map([
  ...[
    'authen_msisdn',
    'authen_register',
    'otp_send',
    'de_send_otp',
    'otp_smart',
    'authen_miss_password',
    'otp_check',
    'otp_voice_send',
    'otp_send_mail',
    'login_register',
    'login_reset_password',
    'roaming_otp_send',
  ].map((name) => [name, beforeSignIn] as const),
  ...[...publicCalls].map(
    (name) =>
      [
        name,
        'ROLE-01: catalogue, news, help, stores and address lists are the same for every visitor',
      ] as const,
  ),
  ['banks_jsp', 'PKG-21: the card banks are the same for everyone'],
  ...[
    'apidmdiaban',
    'apiGetGioiThieu',
    'Api_LayDSLinhVucKinhDoanh',
    'apiGetCaptcha',
    'Api_DangKyDoiTacLienKet',
  ].map(
    (name) =>
      [
        name,
        'LOY-56: the programme page and the partner registration are for visitors; no member is named',
      ] as const,
  ),
  ['ads_getBanners', 'API-140: banners are the same for everyone'],
  ['getUrlMapping', 'short links resolve for anyone who holds the link'],
  ['short_link_click_log', 'a click count on a public short link'],
  [
    'product_add_contact_update_user_info',
    'LAND-10: the public callback form: any number may ask to be called back; the token is signed for a fresh request only and kept apart from every account',
  ],
]);

type Caller = 'no session' | 'a forged session or token' | "another subscriber's session";
const callers: readonly Caller[] = [
  'no session',
  'a forged session or token',
  "another subscriber's session",
];

let sandbox: TestSandbox;
let attacker = '';
let attackerSession = '';
const nextNumber = numberSeries(43);
/** Texts that only the victim's own answers contain. */
let secrets: string[] = [];

/** The victim's data that no one else may change. */
async function victimState(): Promise<string> {
  const tables = [
    'subscribers',
    'loyalty_members',
    'subscriptions',
    'package_payments',
    'point_history',
    'loyalty_redemptions',
    'loyalty_cancel_requests',
    'loyalty_member_emails',
    'family_members',
    'invoices',
    'roaming_transactions',
    'quality_reports',
    'quality_votes',
  ];
  const parts: unknown[] = [];
  for (const table of tables) {
    const column = table === 'family_members' ? 'master_msisdn' : 'msisdn';
    parts.push(
      await sandbox.app.db.query(`select * from ${table} where ${column} = $1 order by 1`, [victim]),
    );
  }
  return JSON.stringify(parts);
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  attacker = nextNumber();
  attackerSession = await sandbox.login(attacker);
  const [person] = await sandbox.app.db.query<{
    full_name: string;
    customer_id: string;
    email: string | null;
  }>('select full_name, customer_id, email from subscribers where msisdn = $1', [victim]);
  const [member] = await sandbox.app.db.query<{ member_name: string; card_number: string }>(
    'select member_name, card_number from loyalty_members where msisdn = $1',
    [victim],
  );
  secrets = [
    victim,
    victimLocal,
    person?.full_name,
    person?.customer_id,
    person?.email,
    member?.member_name,
    member?.card_number,
  ].filter((text): text is string => typeof text === 'string' && text.length >= 6);
});
afterAll(async () => {
  await sandbox.close();
});

/** A body aimed at the victim, with the caller's credentials (or forged ones) where the row takes them. */
async function bodyFor(route: Route, caller: Caller): Promise<Record<string, unknown>> {
  const base = {
    ...(sampleOf(route.row.request) as Record<string, unknown>),
    msisdn: victim,
    member_msisdn: victim,
    msisdn_member: victim,
  };
  const session =
    caller === 'no session'
      ? undefined
      : caller === 'a forged session or token'
        ? 'forged-session-0123456789'
        : attackerSession;
  if (route.row.service === 'loyalty') {
    const requestId = `walk-${route.name}`;
    // The attacker's own signature is all a caller can get (the signer signs only its own number).
    const secureCode =
      caller === "another subscriber's session"
        ? String(
            (
              await sandbox.post('/api/signer/sign', {
                purpose: 'loyalty',
                message: loyaltySecureCodeInput({ requestId, msisdn: attacker, partnerCode: 'WEB_vnpt' }),
                session: attackerSession,
              })
            )['signature'],
          )
        : 'f'.repeat(64);
    const token = caller === 'no session' ? '' : 'member.00000000000000000000000000000000';
    return { ...base, token, secureCode, requestId, partnerCode: 'WEB_vnpt', msisdn: victim };
  }
  if (route.row.service === 'packagePayment') {
    const fields = {
      msisdn: attacker,
      package_code: 'BIG120',
      pay_method: 'VNPTWALLET',
      product_type: 'DATA',
      request_time: '20260101000000',
    };
    const transId =
      caller === "another subscriber's session"
        ? String(
            (
              await sandbox.post('/api/signer/sign', {
                purpose: 'packagePayment',
                message: packagePaymentTransIdInput(fields),
                session: attackerSession,
              })
            )['signature'],
          )
        : 'f'.repeat(64);
    return { ...base, ...fields, msisdn: victim, trans_id: transId };
  }
  if (route.name === 'roaming_load_info') return { ...base, encryptedToken: 'forged.token.value' };
  return session === undefined ? base : { ...base, session };
}

/** Whether the row had to refuse this caller outright. */
function mustRefuse(route: Route, caller: Caller): boolean {
  if (route.row.service === 'packagePayment') return true;
  if (route.row.service === 'loyalty' && !publicByNature.has(route.name)) return true;
  return caller !== "another subscriber's session" && !publicByNature.has(route.name);
}

/** 401 no session, 403 not yours (loyalty), 97 unsigned trans_id, 1 the roaming entry token is not valid. */
const refusalCodes = new Set(['401', '403', '97', 'BAD_REQUEST']);
const refusedBy = (route: Route, code: string | undefined) =>
  refusalCodes.has(code ?? '') || (route.name === 'roaming_load_info' && code === '1');

describe('every contract row answers only for the caller (issue 23, ROLE-01, ERR-02)', () => {
  it('the public rows are listed with their reason and exist in the contract', () => {
    const names = new Set(contractRoutes(sandbox).map((route) => route.name));
    for (const [name, reason] of publicByNature) {
      expect(names.has(name), name).toBe(true);
      expect(reason.length).toBeGreaterThan(10);
    }
  });

  it("control: the subscriber's own session and member token do get these texts", async () => {
    expect(secrets.length).toBeGreaterThanOrEqual(5);
    const member = await sandbox.loyaltyMember(victimLocal);
    const info = JSON.stringify(await member.call('getLayThongTinChungMobileV2'));
    const own = JSON.stringify(
      await sandbox.post('/api/mobile/core_customer_get_info', { session: member.session, msisdn: victim }),
    );
    for (const secret of secrets.filter((text) => !/^\d+$/.test(text))) {
      expect(info.includes(secret) || own.includes(secret), secret).toBe(true);
    }
  });

  for (const caller of callers) {
    it(`ROLE-01 ERR-02 ${caller}: no row gives or changes anything of another subscriber`, async () => {
      const before = await victimState();
      const routes = contractRoutes(sandbox);
      expect(routes.length).toBeGreaterThan(170);
      for (const route of routes) {
        const answer = await callRoute(sandbox, route, await bodyFor(route, caller));
        const where = `${route.name} (${route.row.matrixId}) as ${caller}: ${answer.status} ${answer.text.slice(0, 200)}`;
        expect(answer.status, where).toBeLessThan(500);
        for (const secret of secrets)
          expect(answer.text.includes(secret), `${where} holds ${secret}`).toBe(false);
        if (mustRefuse(route, caller)) {
          expect(answer.status >= 400 || refusedBy(route, answer.code), where).toBe(true);
        }
      }
      expect(await victimState()).toBe(before);
    });
  }
});
