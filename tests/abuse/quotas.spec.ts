/**
 * Issue 47 items 3, 4 and 7 (docs/decisions/trust.md): what the reviewer sent, replayed against the e2e sandbox,
 * each client from an address of its own and with numbers of its own (probeNumber('2xxxxx')):
 * - item 3: a password reset or change left every other session alive; the change took the new password in clear;
 * - item 4: 70 callback requests from one client made the next customer hear "busy"; 200 call-back tickets in
 *   2 s were all accepted; scratch-card PINs could be guessed without a lock;
 * - item 7: the gift lookup told any member whether a number is a member, with initials and given name.
 */
import { expect, test } from '@playwright/test';
import {
  abuseClient,
  inboxCode,
  passwordHash,
  probeNumber,
  register,
  signInByCode,
  signInWithPassword,
  type AbuseClient,
} from './client';

/** A probe number with an account (password `Probe123`), registered by code as a person would. */

const sessionCode = async (client: AbuseClient, session: string) =>
  (await client.post('/api/mobile/mobile_get_info', { session })).body['error_code'];

test('issue 47 item 3: a password reset ends the other sessions', async () => {
  const client = await abuseClient('198.51.100.201');
  try {
    const msisdn = probeNumber('200001');
    await register(client, msisdn, 'Probe123');
    const laptop = await signInWithPassword(client, msisdn, 'Probe123');
    const phone = await signInWithPassword(client, msisdn, 'Probe123');
    expect(await sessionCode(client, laptop)).toBe('0');
    const sent = await client.post('/api/mobile/otp_send', { msisdn, otp_service: 'authen_miss_password' });
    expect(sent.body['error_code'], JSON.stringify(sent.body)).toBe('0');
    const reset = await client.post('/api/mobile/authen_miss_password', {
      msisdn,
      otp: await inboxCode(client.api, msisdn, 'authen_miss_password'),
      password: passwordHash('Reset123'),
    });
    expect(reset.body['error_code'], JSON.stringify(reset.body)).toBe('0');
    // Before: both sessions went on answering. Now neither does.
    expect(await sessionCode(client, laptop)).toBe('401');
    expect(await sessionCode(client, phone)).toBe('401');
  } finally {
    await client.dispose();
  }
});

test('issue 47 item 3: a password change ends the other sessions, and the new password in clear is refused', async () => {
  const client = await abuseClient('198.51.100.202');
  try {
    const msisdn = probeNumber('200002');
    await register(client, msisdn, 'Probe123');
    const mine = await signInWithPassword(client, msisdn, 'Probe123');
    const stolen = await signInWithPassword(client, msisdn, 'Probe123');
    // The new password in clear, as the reviewer saw it travel: a 400, nothing changed.
    const clear = await client.post('/api/mobile/authen_change_password', {
      session: mine,
      old_password: passwordHash('Probe123'),
      new_password: 'NewProbe1',
    });
    expect(clear.status).toBe(400);
    expect(clear.body['error_code']).toBe('BAD_REQUEST');
    expect(await sessionCode(client, stolen)).toBe('0');
    // The change as the portal sends it: the stolen session ends, the caller's stays.
    const change = await client.post('/api/mobile/authen_change_password', {
      session: mine,
      old_password: passwordHash('Probe123'),
      new_password: passwordHash('NewProbe1'),
    });
    expect(change.body['error_code'], JSON.stringify(change.body)).toBe('0');
    expect(await sessionCode(client, stolen)).toBe('401');
    expect(await sessionCode(client, mine)).toBe('0');
  } finally {
    await client.dispose();
  }
});

/** The callback form's request as the page sends it, its token signed without a session (LAND-10). */
async function callbackRequest(client: AbuseClient, msisdn: string) {
  const fields = { msisdn, request_id: String(Date.now()), partner_code: 'WEB' };
  const signed = await client.post('/api/signer/sign', {
    purpose: 'subscriberUpdate',
    // The wire form of api-client `subscriberUpdateTokenInput` (issue 47 item 1's one encoding).
    message: JSON.stringify(['subscriber-update', fields.msisdn, fields.request_id, fields.partner_code]),
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  return { ...fields, token: String(signed.body['signature']) };
}

test('issue 47 item 4: seventy callback requests from one client leave the form open for the next customer', async () => {
  const attacker = await abuseClient('203.0.113.203');
  const customer = await abuseClient('198.51.100.203');
  try {
    const answers = [];
    for (let sent = 0; sent < 70; sent += 1) {
      const request = await callbackRequest(attacker, probeNumber(String(203_100 + sent)));
      answers.push((await attacker.post('/api/mobile/vnpt_add_contact_update_user_info', request)).body);
    }
    const accepted = answers.filter((answer) => answer['error_code'] === '0');
    expect(accepted.length).toBeLessThanOrEqual(5);
    expect(answers.at(-1)).toMatchObject({ error_code: 'CONTACT_LIMIT' });
    // The next real customer, from another address, is not told the system is busy.
    const request = await callbackRequest(customer, probeNumber('203999'));
    const answer = (await customer.post('/api/mobile/vnpt_add_contact_update_user_info', request)).body;
    expect(answer['error_code'], JSON.stringify(answer)).toBe('0');
    expect(String(answer['message'])).toContain('24 giờ');
  } finally {
    await attacker.dispose();
    await customer.dispose();
  }
});

test('issue 47 item 4: two hundred call-back tickets in a burst are refused after the quota', async () => {
  const client = await abuseClient('203.0.113.204');
  try {
    const session = await signInByCode(client, probeNumber('204001'));
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        client.post('/api/mobile/vnpt_send_support_log', { session, code: `PROBE_${index % 20}` }),
      ),
    );
    const tickets = new Set(
      answers
        .filter((answer) => answer.body['error_code'] === '0')
        .map((answer) => (answer.body['result'] as { TICKET_ID: number }).TICKET_ID),
    );
    expect(tickets.size).toBeLessThanOrEqual(3);
    const refused = answers.filter((answer) => answer.body['error_code'] === 'CALL_BACK_LIMIT');
    expect(refused.length).toBeGreaterThan(150);
  } finally {
    await client.dispose();
  }
});

test('issue 47 item 4: scratch-card PIN guessing locks', async () => {
  const client = await abuseClient('203.0.113.205');
  try {
    const session = await signInByCode(client, probeNumber('205001'));
    const guess = (serial: string, pin: string, index: number) =>
      client.post('/api/mobile/mobile_payment_recharge_v2', {
        session,
        kind: 'CARD',
        request_id: `abuse-pin-${Date.now()}-${index}`,
        serial,
        pin,
      });
    const answers = [];
    for (let index = 0; index < 8; index += 1) {
      answers.push((await guess('SC00000030', `99999999${String(index).padStart(5, '0')}`, index)).body);
    }
    const codes = answers.map((answer) => answer['error_code']);
    expect(codes.slice(0, 4)).toEqual(Array(4).fill('CARD_USED_OR_MISSING'));
    // The fifth wrong PIN in a row locks card top-up; the guesses after it are never checked.
    expect(codes.slice(4)).toEqual(Array(4).fill('CARD_PIN_LOCKED'));
    expect(answers[4]).toMatchObject({ wait_seconds: expect.any(Number) });
  } finally {
    await client.dispose();
  }
});

/** The wire form of a loyalty request's signed message (api-client `loyaltySecureCodeInput`). */
const loyaltyMessage = (requestId: string, msisdn: string) =>
  JSON.stringify(['loyalty-request', requestId, msisdn, 'WEB_vnpt']);

test('issue 47 item 7: the gift lookup answers the same for a member and a stranger', async () => {
  const client = await abuseClient('198.51.100.207');
  try {
    // A seeded member who gives no gift in the journeys; the lookup changes nothing.
    const giver = '84911223344';
    const session = await signInWithPassword(client, giver, 'Sandbox123');
    let requests = 0;
    const envelope = async (token: string) => {
      requests += 1;
      const requestId = `abuse-gift-${Date.now()}-${requests}`;
      const signed = await client.post('/api/signer/sign', {
        purpose: 'loyalty',
        message: loyaltyMessage(requestId, giver),
        session,
      });
      expect(signed.status, JSON.stringify(signed.body)).toBe(200);
      return {
        token,
        requestId,
        msisdn: giver,
        partnerCode: 'WEB_vnpt',
        secureCode: signed.body['signature'],
      };
    };
    const tokens = await client.post('/api/loyalty/getTokenHoiVien', {
      ...(await envelope('')),
      domain: 'web',
    });
    const token = String(
      (tokens.body['result'] as { TokenHoiVien?: string } | undefined)?.TokenHoiVien ?? '',
    );
    expect(token, JSON.stringify(tokens.body)).not.toBe('');
    // 0915678901 is a member, 0919998877 a seeded subscriber who is not, the probe number nobody at all.
    const lookups = [];
    for (const sdtNhan of ['0915678901', '0919998877', `0${probeNumber('207001').slice(2)}`]) {
      lookups.push(
        (await client.post('/api/loyalty/TangDiemThongTin', { ...(await envelope(token)), sdtNhan })).body,
      );
    }
    const shape = (answer: Record<string, unknown>) => {
      const { result, ...rest } = answer;
      const fields = (result ?? {}) as Record<string, unknown>;
      return JSON.stringify({ rest, keys: Object.keys(fields).sort(), points: fields['diemHienTai'] });
    };
    expect(lookups[0]?.['errorCode'], JSON.stringify(lookups[0])).toBe('0');
    expect(new Set(lookups.map(shape)).size).toBe(1);
    for (const lookup of lookups) {
      // No name, no initials, no membership, no allowance before the giver's code is proven.
      expect(JSON.stringify(lookup)).not.toMatch(/tenHoiVien|laHoiVien|diemConNhanDuoc|\p{Lu}\.\s/u);
    }
  } finally {
    await client.dispose();
  }
});
