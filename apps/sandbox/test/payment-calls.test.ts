/**
 * Issue 19 payments (API-079 … API-086): top-up by scratch card and gateway with the daily limit for other
 * numbers (VAL-60), card codes from the main balance, bills by payment code through the gateway and by QR
 * transfer; each idempotent under parallel requests, each for the caller's own subscriber only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
const nextNumber = numberSeries(53);
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

interface Card {
  serial: string;
  pin: string;
  value: number;
  used: boolean;
}

/** The seeded cards from the sandbox page's JSON (the codes a tester would read there). */
async function cards(): Promise<Card[]> {
  return ((await (await fetch(`${sandbox.url}/__sandbox/api/scratch-cards`)).json()) as { cards: Card[] })
    .cards;
}
let cardIndex = 0;
/** An unused seeded card this file has not used yet (files share the store; only this one uses cards). */
async function unusedCard(): Promise<Card> {
  const unused = (await cards()).filter((card) => !card.used && card.serial.startsWith('SC'));
  cardIndex += 1;
  const card = unused[cardIndex];
  if (!card) throw new Error('no unused card left');
  return card;
}

let requestCounter = 0;
const requestId = () => `test-${Date.now()}-${(requestCounter += 1)}`;
const recharge = (session: string, body: Record<string, unknown>) =>
  sandbox.post('/api/mobile/mobile_payment_recharge_v2', { session, request_id: requestId(), ...body });
const allowance = async (session: string) =>
  (await sandbox.post('/api/mobile/mobile_payment_recharge_check_remain', { session }))['result'] as {
    MAIN_BALANCE: number;
    OTHER_TOPUPS_LEFT: number;
  };
const decide = (redirect: string, decision: 'approve' | 'decline') =>
  fetch(`${sandbox.url}${redirect}`, {
    method: 'POST',
    body: new URLSearchParams({ decision }),
    redirect: 'manual',
  });

describe('top-up by scratch card (ACC-44, API-079, API-080)', () => {
  it('ERR-43 an unused card credits the number once; a used or unknown card is refused with its label', async () => {
    const msisdn = nextNumber();
    const session = await sandbox.login(msisdn);
    expect(await allowance(session)).toEqual({ MAIN_BALANCE: 0, OTHER_TOPUPS_LEFT: 3 });
    const card = await unusedCard();
    const done = await recharge(session, { kind: 'CARD', serial: card.serial, pin: card.pin });
    expect(done).toMatchObject({
      error_code: '0',
      result: { STATUS: 'DONE', AMOUNT: card.value, TARGET_MSISDN: msisdn, MAIN_BALANCE: card.value },
    });
    expect((await allowance(session)).MAIN_BALANCE).toBe(card.value);
    const used = (await cards()).find((seeded) => seeded.used);
    for (const again of [card, used, { serial: 'SC99999999', pin: '1234567890123' }]) {
      expect(await recharge(session, { kind: 'CARD', serial: again?.serial, pin: again?.pin })).toMatchObject(
        {
          error_code: 'CARD_USED_OR_MISSING',
          message: 'Thẻ cào đã được sử dụng hoặc không tồn tại.',
        },
      );
    }
    expect((await allowance(session)).MAIN_BALANCE).toBe(card.value);
  });

  it('a parallel double submit pays once: the same request answers the same; the same card credits once', async () => {
    const msisdn = nextNumber();
    const session = await sandbox.login(msisdn);
    const card = await unusedCard();
    const body = { session, kind: 'CARD', serial: card.serial, pin: card.pin };
    const same = { ...body, request_id: requestId() };
    const replays = await Promise.all(
      Array.from({ length: 4 }, () => sandbox.post('/api/mobile/mobile_payment_recharge_v2', same)),
    );
    expect(new Set(replays.map((answer) => JSON.stringify(answer['result']))).size).toBe(1);
    expect(replays[0]).toMatchObject({ error_code: '0' });
    const other = await unusedCard();
    const rivals = await Promise.all(
      Array.from({ length: 4 }, () =>
        recharge(session, { kind: 'CARD', serial: other.serial, pin: other.pin }),
      ),
    );
    expect(rivals.filter((answer) => answer['error_code'] === '0')).toHaveLength(1);
    expect(rivals.filter((answer) => answer['error_code'] === 'CARD_USED_OR_MISSING')).toHaveLength(3);
    expect((await allowance(session)).MAIN_BALANCE).toBe(card.value + other.value);
  });

  it('refuses a malformed card, amount or number with a 400 in the operator’s shape, and a guest with 401', async () => {
    const session = await sandbox.login(nextNumber());
    for (const body of [
      { kind: 'CARD', serial: 'x', pin: '1' },
      { kind: 'GATEWAY', amount: 12_345 },
      { kind: 'CARD_CODE', amount: 10_000, quantity: 9 },
      { kind: 'GATEWAY', amount: 10_000, target_msisdn: 'not a number' },
      { kind: 'CARD', serial: 'SC00000001', pin: '1', request_id: '../x' },
    ]) {
      const response = await sandbox.postRaw(
        '/api/mobile/mobile_payment_recharge_v2',
        JSON.stringify({ session, request_id: requestId(), ...body }),
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const guest = await sandbox.post('/api/mobile/mobile_payment_recharge_v2', {
      kind: 'GATEWAY',
      amount: 10_000,
      request_id: requestId(),
    });
    expect(guest['error_code']).toBe('401');
  });
});

describe('top-up through the gateway and the daily limit (VAL-60, CONST-83, ACC-47, ACC-48)', () => {
  it('an approved gateway top-up credits the number and returns to the portal’s result route', async () => {
    const msisdn = nextNumber();
    const session = await sandbox.login(msisdn);
    const answer = await recharge(session, { kind: 'GATEWAY', amount: 50_000 });
    const redirect = String((answer['result'] as { REDIRECT_URL: string }).REDIRECT_URL);
    expect(redirect).toMatch(/^\/__sandbox\/gateway\/PO/);
    expect(await (await fetch(`${sandbox.url}${redirect}`)).text()).toContain('50.000');
    const decided = await decide(redirect, 'approve');
    const location = new URL(String(decided.headers.get('location')), sandbox.url);
    expect(location.pathname).toBe('/tinh-nang/thanh-toan/ket-qua');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      status: 'success',
      kind: 'topup',
      amount: '50000',
    });
    expect((await allowance(session)).MAIN_BALANCE).toBe(50_000);
    // Decided once: a second decision changes nothing.
    await decide(redirect, 'approve');
    expect((await allowance(session)).MAIN_BALANCE).toBe(50_000);
  });

  it('ERR-44 three top-ups for other numbers a day, then the top-up limit; the own number stays open', async () => {
    const payer = await sandbox.login(nextNumber());
    const others = [nextNumber(), nextNumber(), nextNumber(), nextNumber()];
    for (const other of others) await sandbox.login(other);
    // Four at once: the lock lets exactly three through.
    const answers = await Promise.all(
      others.map((other) => recharge(payer, { kind: 'GATEWAY', amount: 10_000, target_msisdn: other })),
    );
    expect(answers.filter((answer) => answer['error_code'] === '0')).toHaveLength(3);
    expect(answers.filter((answer) => answer['error_code'] === 'TOPUP_LIMIT')).toHaveLength(1);
    expect((await allowance(payer)).OTHER_TOPUPS_LEFT).toBe(0);
    expect(await recharge(payer, { kind: 'GATEWAY', amount: 10_000 })).toMatchObject({ error_code: '0' });
  });
});

describe('card codes (paid from the main balance)', () => {
  it('ERR-40 codes are delivered as unused cards that top up; too little balance is refused with its label', async () => {
    const buyer = nextNumber();
    const session = await sandbox.login(buyer);
    const card = await unusedCard();
    await recharge(session, { kind: 'CARD', serial: card.serial, pin: card.pin });
    const poor = await recharge(session, { kind: 'CARD_CODE', amount: 500_000, quantity: 5 });
    expect(poor).toMatchObject({ error_code: 'INSUFFICIENT_BALANCE' });
    const bought = await recharge(session, { kind: 'CARD_CODE', amount: 10_000, quantity: 1 });
    const result = bought['result'] as { MAIN_BALANCE: number; CARDS: { SERIAL: string; PIN: string }[] };
    expect(result.MAIN_BALANCE).toBe(card.value - 10_000);
    expect(result.CARDS).toHaveLength(1);
    const code = result.CARDS[0];
    const used = await recharge(session, { kind: 'CARD', serial: code?.SERIAL, pin: code?.PIN });
    expect(used).toMatchObject({ error_code: '0', result: { MAIN_BALANCE: card.value } });
  });
});

describe('bills by payment code (ACC-45, API-081 … API-086)', () => {
  const billCodeOf = async (session: string) =>
    (
      (await sandbox.post('/api/mobile/vnpt_ttc_list_billcode', { session }))['result'] as {
        BILL_CODE: string;
      }[]
    )[0]?.BILL_CODE ?? '';
  const payBill = (session: string, billCode: string, payMethod: string, id = requestId()) =>
    sandbox.post('/api/mobile/vnpt_ttc_billcode_update_info', {
      session,
      bill_code: billCode,
      pay_method: payMethod,
      request_id: id,
    });

  it('ERR-45 ERR-46 through the gateway: the amount due is paid once under parallel submits, then "already paid"', async () => {
    const session = await sandbox.loginWithPassword('0911223344');
    const code = await billCodeOf(session);
    const detail = await sandbox.post('/api/mobile/vnpt_ttc_billcode_detail', { session, bill_code: code });
    const due = (detail['result'] as { AMOUNT_DUE: number; BILLS: { STATUS: string }[] }).AMOUNT_DUE;
    expect(due).toBeGreaterThan(0);
    // The same request twice at once: one order.
    const id = requestId();
    const [first, second] = await Promise.all([
      payBill(session, code, 'GATEWAY', id),
      payBill(session, code, 'GATEWAY', id),
    ]);
    expect(first['result']).toEqual(second['result']);
    // Two orders of the same bill approved at once: exactly one pays it.
    const other = await payBill(session, code, 'GATEWAY');
    const redirects = [first, other].map((answer) =>
      String((answer['result'] as { REDIRECT_URL: string }).REDIRECT_URL),
    );
    const outcomes = await Promise.all(redirects.map((redirect) => decide(redirect, 'approve')));
    const statuses = outcomes.map((outcome) =>
      new URL(String(outcome.headers.get('location')), sandbox.url).searchParams.get('status'),
    );
    expect(statuses.sort()).toEqual(['failed', 'success']);
    const after = await sandbox.post('/api/mobile/vnpt_ttc_billcode_detail', { session, bill_code: code });
    expect(after['result']).toMatchObject({ AMOUNT_DUE: 0 });
    expect(await payBill(session, code, 'GATEWAY')).toMatchObject({ error_code: 'INVOICE_ALREADY_PAID' });
    // A code that is not the caller's answers as missing (never another's bills).
    const prepaid = await sandbox.loginWithPassword('0912345678');
    expect(
      await sandbox.post('/api/mobile/vnpt_ttc_billcode_detail', { session: prepaid, bill_code: code }),
    ).toMatchObject({
      error_code: 'PAYMENT_CODE_MISSING',
    });
    expect(
      await sandbox.post('/api/mobile/vnpt_get_bill_code', { session: prepaid, msisdn: '0912345678' }),
    ).toMatchObject({
      error_code: 'PAYMENT_CODE_MISSING',
    });
  });

  it('CONST-03 by QR transfer: the QR, pending until the simulator settles it, then paid', async () => {
    const session = await sandbox.loginWithPassword('0888888888');
    const code = String(
      (
        (await sandbox.post('/api/mobile/vnpt_get_bill_code', { session, msisdn: '0888888888' }))[
          'result'
        ] as {
          BILL_CODE: string;
        }
      ).BILL_CODE,
    );
    const started = (await payBill(session, code, 'QR'))['result'] as { TRANS_ID: string; AMOUNT: number };
    const qr = await sandbox.post('/api/mobile/vnpt_get_qrcode', { session, trans_id: started.TRANS_ID });
    expect(qr['result']).toMatchObject({
      AMOUNT: started.AMOUNT,
      QR_CONTENT: expect.stringMatching(/^000201/),
    });
    const state = async () =>
      (
        (await sandbox.post('/api/mobile/vnpt_ttc_payment_info', { session, trans_id: started.TRANS_ID }))[
          'result'
        ] as {
          STATUS: number;
        }
      ).STATUS;
    expect(await state()).toBe(0);
    // Another subscriber cannot read it.
    const stranger = await sandbox.login(nextNumber());
    expect(
      await sandbox.post('/api/mobile/vnpt_ttc_payment_info', {
        session: stranger,
        trans_id: started.TRANS_ID,
      }),
    ).toMatchObject({ error_code: '1' });
    const settled = await fetch(`${sandbox.url}/__sandbox/api/payments/${started.TRANS_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'paid' }),
    });
    expect(settled.status).toBe(200);
    expect(await state()).toBe(2);
  });
});
