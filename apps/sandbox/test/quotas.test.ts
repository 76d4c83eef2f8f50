/**
 * Issue 47 items 3 and 4 (docs/decisions/trust.md): sessions end with a password reset or change and at an
 * absolute lifetime; the callback form, the call-back tickets and the scratch-card PINs have quotas per client
 * and per number, never only global. A client is a documentation address (RFC 5737) sent as X-Forwarded-For,
 * which the sandbox reads because the test calls through loopback (whose own address the tests share).
 */
import { createHash } from 'node:crypto';
import { subscriberUpdateTokenInput } from '@selfcare/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPinRules } from '../src/services/card-pin-limits';
import {
  CONTACT_CLIENT_WINDOW_MS,
  CONTACT_REQUESTS_PER_CLIENT,
  CONTACT_REQUESTS_PER_DAY,
} from '../src/services/contact-update';
import { hashPassword } from '../src/services/passwords';
import { supportTicketRules } from '../src/services/support-tickets';
import { numberSeries, seedPasswordHash, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
const nextNumber = numberSeries(47);
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

type Body = Record<string, unknown>;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A call from a client of its own (its address as our proxy would name it). */
async function from(address: string, path: string, body: unknown): Promise<Body> {
  const response = await sandbox.postRaw(path, JSON.stringify(body), { 'x-forwarded-for': address });
  return (await response.json()) as Body;
}

const info = (session: string) => sandbox.post('/api/mobile/mobile_get_info', { session });

/** A fresh number signed in by code, with the seed password as its account's. */
async function withAccount(): Promise<{ msisdn: string; session: string }> {
  const msisdn = nextNumber();
  const session = await sandbox.login(msisdn);
  await sandbox.app.db.query('update subscribers set password_hash = $2 where msisdn = $1', [
    msisdn,
    await hashPassword(seedPasswordHash),
  ]);
  return { msisdn, session };
}

describe('sessions (issue 47 item 3)', () => {
  it('issue 47 item 3: a password reset ends every session of the number', async () => {
    const { msisdn, session } = await withAccount();
    const second = await sandbox.loginWithPassword(msisdn);
    const stranger = await sandbox.login(nextNumber());
    expect(await info(second)).toMatchObject({ error_code: '0' });
    expect(
      await sandbox.post('/api/mobile/otp_send', { msisdn, otp_service: 'authen_miss_password' }),
    ).toMatchObject({ error_code: '0' });
    const reset = await sandbox.post('/api/mobile/authen_miss_password', {
      msisdn,
      otp: await sandbox.latestCode(msisdn),
      password: sha256('Reset123'),
    });
    expect(reset).toMatchObject({ error_code: '0' });
    expect(await info(session)).toMatchObject({ error_code: '401' });
    expect(await info(second)).toMatchObject({ error_code: '401' });
    expect(await info(stranger)).toMatchObject({ error_code: '0' });
  });

  it('issue 47 item 3: a busy session still ends at its absolute lifetime (12 hours by default)', async () => {
    const session = await sandbox.login(nextNumber());
    const lifetimeMs = sandbox.app.config.sessionMaxHours * 3_600_000;
    expect(lifetimeMs).toBe(12 * 3_600_000);
    // A call every 20 minutes keeps it from ever being idle for 30.
    for (let elapsed = 0; elapsed + 20 * 60_000 < lifetimeMs; elapsed += 20 * 60_000) {
      sandbox.clock.advance(20 * 60_000);
      expect((await info(session))['error_code'], `after ${elapsed / 60_000 + 20} min`).toBe('0');
    }
    // 11 h 40 min so far; 21 minutes on it is past 12 hours, though idle for 21 minutes only.
    sandbox.clock.advance(21 * 60_000);
    expect(await info(session)).toMatchObject({ error_code: '401' });
  });
});

/** The callback form's request as the portal sends it: the token from the signer (no session). */
async function callbackRequest(msisdn: string, offset = 0) {
  const fields = { msisdn, request_id: String(sandbox.clock.now() + offset), partner_code: 'WEB' };
  const signed = await sandbox.post('/api/signer/sign', {
    purpose: 'subscriberUpdate',
    message: subscriberUpdateTokenInput(fields),
  });
  return { ...fields, token: String(signed['signature']) };
}
const contactUpdate = (address: string, body: unknown) =>
  from(address, '/api/mobile/vnpt_add_contact_update_user_info', body);

describe('the callback form (LAND-10, issue 47 item 4)', () => {
  it('issue 47 item 4: seventy callback requests from one client leave the form open for the next customer', async () => {
    sandbox.clock.advance(CONTACT_CLIENT_WINDOW_MS);
    const attacker = '203.0.113.47';
    const answers: Body[] = [];
    for (let sent = 0; sent < 70; sent += 1) {
      answers.push(await contactUpdate(attacker, await callbackRequest(nextNumber())));
    }
    expect(answers.filter((answer) => answer['error_code'] === '0')).toHaveLength(
      CONTACT_REQUESTS_PER_CLIENT,
    );
    const refused = answers.slice(CONTACT_REQUESTS_PER_CLIENT);
    for (const answer of refused) {
      expect(answer).toMatchObject({ error_code: 'CONTACT_LIMIT', wait_seconds: expect.any(Number) });
      expect(String(answer['message'])).not.toMatch(/bận/);
    }
    // The next customer, from their own address, is answered as usual.
    const customer = await contactUpdate('198.51.100.47', await callbackRequest(nextNumber()));
    expect(customer).toMatchObject({ error_code: '0' });
    expect(String(customer['message'])).toContain('24 giờ');
    // The attacker's share comes back after the window.
    sandbox.clock.advance(CONTACT_CLIENT_WINDOW_MS + 1);
    expect(await contactUpdate(attacker, await callbackRequest(nextNumber()))).toMatchObject({
      error_code: '0',
    });
  });

  it('issue 47 item 4: a parallel burst from one client records no more than its quota', async () => {
    sandbox.clock.advance(CONTACT_CLIENT_WINDOW_MS);
    const requests = await Promise.all(Array.from({ length: 20 }, () => callbackRequest(nextNumber())));
    const answers = await Promise.all(requests.map((request) => contactUpdate('203.0.113.48', request)));
    expect(answers.filter((answer) => answer['error_code'] === '0')).toHaveLength(
      CONTACT_REQUESTS_PER_CLIENT,
    );
  });

  it('issue 47 item 4: a number keeps its own daily quota whichever client asks', async () => {
    sandbox.clock.advance(CONTACT_CLIENT_WINDOW_MS);
    const msisdn = nextNumber();
    for (let sent = 0; sent < CONTACT_REQUESTS_PER_DAY; sent += 1) {
      expect(
        await contactUpdate(`203.0.113.${60 + sent}`, await callbackRequest(msisdn, sent)),
      ).toMatchObject({
        error_code: '0',
      });
    }
    const more = await contactUpdate('203.0.113.70', await callbackRequest(msisdn, 9));
    expect(more).toMatchObject({ error_code: 'CONTACT_LIMIT' });
    expect(String(more['message'])).toContain(`${CONTACT_REQUESTS_PER_DAY} yêu cầu hôm nay`);
  });
});

const supportLog = (address: string, session: string, code: string) =>
  from(address, '/api/mobile/vnpt_send_support_log', { session, code });

describe('call-back tickets (API-107, issue 47 item 4)', () => {
  it('issue 47 item 4: two hundred call-back tickets in a burst are refused after the quota', async () => {
    const msisdn = nextNumber();
    const session = await sandbox.login(msisdn);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => supportLog('203.0.113.80', session, `PROBE_${index}`)),
    );
    const tickets = answers.filter((answer) => answer['error_code'] === '0');
    expect(tickets).toHaveLength(supportTicketRules.openPerSubscriber);
    expect(answers.filter((answer) => answer['error_code'] === 'CALL_BACK_LIMIT')).toHaveLength(
      200 - supportTicketRules.openPerSubscriber,
    );
    // The same request again answers its open ticket (a double click makes one).
    const first = tickets[0] as { result: { TICKET_ID: number } };
    const code = `PROBE_${answers.indexOf(first)}`;
    expect(await supportLog('203.0.113.80', session, code)).toMatchObject({
      error_code: '0',
      result: { TICKET_ID: first.result.TICKET_ID },
    });
    // A ticket stays open for a day; then the number may ask again.
    sandbox.clock.advance(supportTicketRules.openForMs + 1);
    const later = await sandbox.login(msisdn);
    expect(await supportLog('203.0.113.80', later, 'EKYC_FACE_MISMATCH')).toMatchObject({ error_code: '0' });
  });

  it('issue 47 item 4: one client signing in many numbers gets at most its hourly share of tickets', async () => {
    sandbox.clock.advance(supportTicketRules.clientWindowMs);
    const client = '203.0.113.81';
    const answers: Body[] = [];
    for (let subscriber = 0; subscriber < 4; subscriber += 1) {
      const session = await sandbox.login(nextNumber());
      for (let ticket = 0; ticket < supportTicketRules.openPerSubscriber; ticket += 1) {
        answers.push(await supportLog(client, session, `EKYC_${ticket}`));
      }
    }
    expect(answers.filter((answer) => answer['error_code'] === '0')).toHaveLength(
      supportTicketRules.perClient,
    );
    expect(answers.at(-1)).toMatchObject({ error_code: 'CALL_BACK_LIMIT', wait_seconds: expect.any(Number) });
    // Another client is not held by it.
    const other = await sandbox.login(nextNumber());
    expect(await supportLog('198.51.100.81', other, 'EKYC_0')).toMatchObject({ error_code: '0' });
  });
});

let cardCounter = 0;
/** A scratch card of this file's own (the seeded ones belong to payment-calls.test.ts and the journeys). */
async function ownCard(): Promise<{ serial: string; pin: string }> {
  cardCounter += 1;
  const card = {
    serial: `QT47${String(cardCounter).padStart(6, '0')}`,
    pin: `47${String(Date.now()).slice(-10)}${String(cardCounter).padStart(2, '0')}`,
  };
  await sandbox.app.db.query('insert into scratch_cards (serial, pin, value) values ($1, $2, 10000)', [
    card.serial,
    card.pin,
  ]);
  return card;
}
let requestCounter = 0;
const topUp = (address: string, session: string, card: { serial: string; pin: string }) =>
  from(address, '/api/mobile/mobile_payment_recharge_v2', {
    session,
    kind: 'CARD',
    request_id: `quotas-${Date.now()}-${(requestCounter += 1)}`,
    ...card,
  });
const wrongCard = (guess: number) => ({
  serial: 'QT47999999',
  pin: `4700000000${String(guess).padStart(3, '0')}`,
});

describe('scratch-card PINs (ERR-43, issue 47 item 4)', () => {
  it('issue 47 item 4: scratch-card PIN guessing locks the subscriber for 30 minutes, a right card too', async () => {
    const msisdn = nextNumber();
    const session = await sandbox.login(msisdn);
    const client = '203.0.113.90';
    const { maxFailures } = cardPinRules.subscriber;
    for (let guess = 1; guess < maxFailures; guess += 1) {
      expect(await topUp(client, session, wrongCard(guess))).toMatchObject({
        error_code: 'CARD_USED_OR_MISSING',
      });
    }
    expect(await topUp(client, session, wrongCard(maxFailures))).toMatchObject({
      error_code: 'CARD_PIN_LOCKED',
      wait_seconds: 30 * 60,
    });
    const right = await ownCard();
    // During the lock even the right card is refused, from another client too (the lock is the subscriber's).
    expect(await topUp('198.51.100.90', session, right)).toMatchObject({ error_code: 'CARD_PIN_LOCKED' });
    // The lock outlasts the idle session: the subscriber signs in again once it is over.
    sandbox.clock.advance(cardPinRules.subscriber.lockMs - 60_000);
    expect(await topUp(client, await sandbox.login(msisdn), right)).toMatchObject({
      error_code: 'CARD_PIN_LOCKED',
    });
    sandbox.clock.advance(60_001);
    expect(await topUp(client, await sandbox.login(msisdn), right)).toMatchObject({
      error_code: '0',
      result: { STATUS: 'DONE' },
    });
  });

  it('issue 47 item 4: one client rotating subscribers is locked after its own run of wrong PINs', async () => {
    const client = '203.0.113.91';
    const perSubscriber = cardPinRules.subscriber.maxFailures - 1;
    const answers: Body[] = [];
    while (answers.length < cardPinRules.client.maxFailures + 2) {
      const session = await sandbox.login(nextNumber());
      for (let guess = 0; guess < perSubscriber; guess += 1) {
        answers.push(await topUp(client, session, wrongCard(answers.length)));
      }
    }
    const locked = answers.findIndex((answer) => answer['error_code'] === 'CARD_PIN_LOCKED');
    expect(locked).toBe(cardPinRules.client.maxFailures - 1);
    for (const answer of answers.slice(locked))
      expect(answer).toMatchObject({ error_code: 'CARD_PIN_LOCKED' });
    // A fresh subscriber on another client still tops up.
    const other = await sandbox.login(nextNumber());
    expect(await topUp('198.51.100.91', other, await ownCard())).toMatchObject({ error_code: '0' });
  });

  it('issue 47 item 4: a parallel burst of PIN guesses gets no more checks than the limit', async () => {
    const session = await sandbox.login(nextNumber());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, guess) => topUp('203.0.113.92', session, wrongCard(guess))),
    );
    const checked = answers.filter((answer) => answer['error_code'] === 'CARD_USED_OR_MISSING');
    expect(checked.length).toBeLessThanOrEqual(cardPinRules.subscriber.maxFailures);
    expect(answers.filter((answer) => answer['error_code'] === 'CARD_PIN_LOCKED')).toHaveLength(
      20 - checked.length,
    );
  });

  it('issue 47 item 4: a malformed card is no guess, and a right card starts the count again', async () => {
    const session = await sandbox.login(nextNumber());
    const client = '203.0.113.93';
    const { maxFailures } = cardPinRules.subscriber;
    for (let guess = 1; guess < maxFailures; guess += 1) await topUp(client, session, wrongCard(guess));
    for (let bad = 0; bad < 3; bad += 1) {
      expect(await topUp(client, session, { serial: 'x', pin: '1' })).toMatchObject({
        error_code: 'BAD_REQUEST',
      });
    }
    expect(await topUp(client, session, await ownCard())).toMatchObject({ error_code: '0' });
    for (let guess = 1; guess < maxFailures; guess += 1) {
      expect(await topUp(client, session, wrongCard(guess))).toMatchObject({
        error_code: 'CARD_USED_OR_MISSING',
      });
    }
  });
});
