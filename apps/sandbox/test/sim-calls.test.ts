import { MULTISIM_MAX_SIMS } from '@selfcare/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const nextNumber = numberSeries(71);
/** The seeded postpaid subscriber (README "Seeded accounts"). */
const postpaid = '84913456789';
/** Serials no other file uses: 8984 0271 and a running tail. */
let serialCount = 0;
const nextSerial = () =>
  `89840271${String(Date.now() % 1e6).padStart(6, '0')}${String(++serialCount).padStart(5, '0')}`;

const call = (name: string, session: string, body: Record<string, unknown> = {}) =>
  sandbox.post(`/api/mobile/${name}`, { ...body, session });

async function status(name: string, session: string, body: Record<string, unknown>) {
  const response = await sandbox.postRaw(`/api/mobile/${name}`, JSON.stringify({ ...body, session }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('multi-SIM (ACC-28, API-073 … API-076)', () => {
  it('ACC-28 links SIMs up to the maximum, unlinks one, and unregistering removes the rest', async () => {
    const session = await sandbox.login(nextNumber());
    expect((await call('multisim_query', session))['result']).toEqual({ REGISTERED: false, SIMS: [] });
    const serials = Array.from({ length: MULTISIM_MAX_SIMS }, nextSerial);
    for (const serial of serials)
      expect((await call('multisim_reg', session, { serial }))['error_code']).toBe('0');
    expect((await call('multisim_reg', session, { serial: nextSerial() }))['error_code']).toBe(
      'MULTISIM_FULL',
    );
    expect((await call('multisim_unlink', session, { serial: serials[0] }))['error_code']).toBe('0');
    const query = (await call('multisim_query', session))['result'] as { SIMS: { SERIAL: string }[] };
    expect(query.SIMS.map((sim) => sim.SERIAL)).toEqual(serials.slice(1));
    expect((await call('multisim_unreg', session))['error_code']).toBe('0');
    expect((await call('multisim_query', session))['result']).toMatchObject({ REGISTERED: false });
    expect((await call('multisim_unreg', session))['error_code']).toBe('MULTISIM_NOT_REGISTERED');
  });

  it('ROLE-01 ACC-28 a SIM linked to one number cannot be linked or unlinked by another', async () => {
    const owner = await sandbox.login(nextNumber());
    const other = await sandbox.login(nextNumber());
    const serial = nextSerial();
    await call('multisim_reg', owner, { serial });
    expect((await call('multisim_reg', other, { serial }))['error_code']).toBe('SIM_IN_USE');
    expect((await call('multisim_unlink', other, { serial }))['error_code']).toBe('SIM_NOT_LINKED');
    expect((await call('multisim_query', owner))['result']).toMatchObject({ SIMS: [{ SERIAL: serial }] });
  });

  it('ACC-28 parallel links from one number stop at the maximum', async () => {
    const session = await sandbox.login(nextNumber());
    const answers = await Promise.all(
      Array.from({ length: MULTISIM_MAX_SIMS + 2 }, () =>
        call('multisim_reg', session, { serial: nextSerial() }),
      ),
    );
    expect(answers.filter((answer) => answer['error_code'] === '0')).toHaveLength(MULTISIM_MAX_SIMS);
    const query = (await call('multisim_query', session))['result'] as { SIMS: unknown[] };
    expect(query.SIMS).toHaveLength(MULTISIM_MAX_SIMS);
  });

  it('ACC-28 a malformed serial gets a 400 in the operator’s shape', async () => {
    const session = await sandbox.login(nextNumber());
    const refused = await status('multisim_reg', session, { serial: '1234' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error_code: 'BAD_REQUEST' });
  });
});

describe('4G SIM change (ACC-30, ACC-31, API-071, API-072)', () => {
  it('CONST-87 ACC-31 an accepted change gets a contact day 3 days on; a second is refused', async () => {
    const session = await sandbox.login(nextNumber());
    expect((await call('mobile_change_sim_req_check', session))['result']).toEqual({
      ELIGIBLE: true,
      REASON: null,
    });
    const accepted = await call('mobile_change_sim_accepted', session, {
      contact_phone: '0912345678',
      accepted: true,
    });
    const result = accepted['result'] as { CONTACT_BY: string };
    expect(Date.parse(result.CONTACT_BY) - sandbox.clock.now()).toBe(3 * 86_400_000);
    const check = (await call('mobile_change_sim_req_check', session))['result'] as Record<string, unknown>;
    expect(check['ELIGIBLE']).toBe(false);
    expect(check['REASON']).toMatch(/nhân viên sẽ liên hệ/);
    const again = await call('mobile_change_sim_accepted', session, {
      contact_phone: '0912345678',
      accepted: true,
    });
    expect(again['error_code']).toBe('SIM4G_PENDING');
  });

  it('ACC-30 the acceptance must be given', async () => {
    const session = await sandbox.login(nextNumber());
    const refused = await status('mobile_change_sim_accepted', session, { contact_phone: '0912345678' });
    expect(refused.status).toBe(400);
  });
});

describe('EZCom SIM change (ACC-32, VAL-61, API-077, API-078)', () => {
  it('VAL-61 a prepaid subscriber may change, the server refuses a postpaid one', async () => {
    const prepaid = await sandbox.login(nextNumber());
    expect((await call('mobile_check_ezsim', prepaid))['result']).toEqual({
      SUBSCRIBER_TYPE: 'prepaid',
      ALLOWED: true,
    });
    // Issue 47: the new SIM is one of the caller's own extra SIMs.
    const serial = nextSerial();
    expect((await call('multisim_reg', prepaid, { serial }))['error_code']).toBe('0');
    expect((await call('mobile_change_sim_ezcom', prepaid, { serial }))['error_code']).toBe('0');
    const session = await sandbox.loginWithPassword(postpaid);
    expect((await call('mobile_check_ezsim', session))['result']).toEqual({
      SUBSCRIBER_TYPE: 'postpaid',
      ALLOWED: false,
    });
    const refused = await call('mobile_change_sim_ezcom', session, { serial: nextSerial() });
    expect(refused).toMatchObject({ error_code: 'PREPAID_ONLY' });
  });
});

describe('buying a SIM with a held number (ACC-35, ACC-36)', () => {
  const numbers = async (session: string) =>
    (await call('sim_number_search', session, {}))['result'] as { NUMBER: string }[];

  it('CONST-79 ACC-36 one hold at a time, 60 minutes, and a held number leaves everyone’s list', async () => {
    const session = await sandbox.login(nextNumber());
    const other = await sandbox.login(nextNumber());
    const [first, second] = await numbers(session);
    const held = await call('sim_number_hold', session, { number: first?.NUMBER });
    const hold = held['result'] as { EXPIRES_AT: string };
    expect(Date.parse(hold.EXPIRES_AT) - sandbox.clock.now()).toBe(60 * 60_000);
    expect((await numbers(other)).map((n) => n.NUMBER)).not.toContain(first?.NUMBER);
    expect((await call('sim_number_hold', other, { number: first?.NUMBER }))['error_code']).toBe(
      'NUMBER_TAKEN',
    );
    expect((await call('sim_number_hold', session, { number: second?.NUMBER }))['error_code']).toBe(
      'HOLD_ONE_AT_A_TIME',
    );
    expect((await call('sim_number_hold_current', session))['result']).toMatchObject({
      NUMBER: first?.NUMBER,
    });
    expect((await call('sim_number_hold_current', other))['result']).toBeNull();
  });

  it('CONST-79 ACC-35 only the caller’s running hold is ordered, once, with a real address', async () => {
    const session = await sandbox.login(nextNumber());
    const other = await sandbox.login(nextNumber());
    const [offer] = await numbers(session);
    const hold = (await call('sim_number_hold', session, { number: offer?.NUMBER }))['result'] as {
      HOLD_ID: number;
    };
    const home = {
      hold_id: String(hold.HOLD_ID),
      delivery: 'home',
      province_id: '1',
      district_id: '101',
      precinct_id: '10101',
      street: '12 Lê Lợi',
    };
    expect((await call('sim_order', other, home))['error_code']).toBe('HOLD_EXPIRED');
    expect((await status('sim_order', session, { ...home, precinct_id: '99999' })).status).toBe(400);
    expect((await status('sim_order', session, { ...home, street: ' ' })).status).toBe(400);
    expect((await call('sim_order', session, home))['error_code']).toBe('0');
    expect((await call('sim_order', session, home))['error_code']).toBe('HOLD_EXPIRED');
    expect((await numbers(other)).map((n) => n.NUMBER)).not.toContain(offer?.NUMBER);
  });

  it('CONST-79 ACC-36 parallel holds of one number: exactly one subscriber gets it', async () => {
    const sessions = await Promise.all([1, 2, 3, 4].map(() => sandbox.login(nextNumber())));
    const [offer] = await numbers(sessions[0] ?? '');
    const answers = await Promise.all(
      sessions.map((session) => call('sim_number_hold', session, { number: offer?.NUMBER })),
    );
    const codes = answers.map((answer) => answer['error_code']);
    expect(codes.filter((code) => code === '0')).toHaveLength(1);
    expect(codes.filter((code) => code === 'NUMBER_TAKEN')).toHaveLength(3);
  });

  it('CONST-79 a hold lapses after 60 minutes and the number is back; three holds a day at most', async () => {
    const msisdn = nextNumber();
    let session = await sandbox.login(msisdn);
    for (let index = 0; index < 3; index += 1) {
      const [offer] = await numbers(session);
      expect((await call('sim_number_hold', session, { number: offer?.NUMBER }))['error_code']).toBe('0');
      sandbox.clock.advance(60 * 60_000 + 1);
      // The session has idled out meanwhile: sign in again.
      session = await sandbox.login(msisdn);
      expect((await call('sim_number_hold_current', session))['result']).toBeNull();
      expect((await numbers(session)).map((n) => n.NUMBER)).toContain(offer?.NUMBER);
    }
    const [offer] = await numbers(session);
    expect((await call('sim_number_hold', session, { number: offer?.NUMBER }))['error_code']).toBe(
      'HOLD_DAILY_LIMIT',
    );
  });
});
