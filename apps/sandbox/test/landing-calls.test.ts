/** Issue 21: short links, campaign and access logs, and the callback form of the subscriber-information page. */
import { hmacSha256Hex, subscriberUpdateTokenInput } from '@selfcare/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_REQUESTS_PER_DAY } from '../src/services/contact-update';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
const nextNumber = numberSeries(21);
const updateKey = 'update-key';
beforeAll(async () => {
  sandbox = await startTestSandbox({ subscriberUpdateSecret: updateKey });
});
afterAll(async () => {
  await sandbox.close();
});

const contactUpdate = (body: Record<string, unknown>) =>
  sandbox.post('/api/mobile/vnpt_add_contact_update_user_info', body);

/** The request the portal sends: request_id now, partner WEB, the token from the signer (no session). */
async function signedRequest(msisdn: string, requestId = String(sandbox.clock.now())) {
  const fields = { msisdn, request_id: requestId, partner_code: 'WEB' };
  const signed = await sandbox.post('/api/signer/sign', {
    purpose: 'subscriberUpdate',
    message: subscriberUpdateTokenInput(fields),
  });
  return { ...fields, token: String(signed['signature']) };
}

const logs = async (query: string) =>
  (await (await fetch(`${sandbox.url}/__sandbox/api/logs?${query}`)).json()) as {
    logs: { call: string; msisdn: string | null; body: Record<string, unknown> }[];
  };

describe('short link (API-135)', () => {
  it('LAND-62 API-135 resolves the code of the a parameter to its target and campaign', async () => {
    const answer = await sandbox.post('/api/short-link/getUrlMapping', {
      short_link: 'https://portal.example.vn/s?a=goicuoc',
    });
    expect(answer).toMatchObject({
      error_code: '0',
      convertUrl: '/dich-vu/goi-cuoc-di-dong',
      url_common: { channel: 'zalo', camp: 'GOICUOC2025', sub_id: 'zl01' },
    });
  });

  it('ERR-25 an unknown short link is a business failure the page turns into the packages page', async () => {
    const answer = await sandbox.post('/api/short-link/getUrlMapping', {
      short_link: 'https://portal.example.vn/s?a=NOPE',
    });
    expect(answer).toMatchObject({ error_code: '1' });
  });
});

describe('logs (API-136 … API-139)', () => {
  it('LAND-64 LAND-65 LAND-71 records each log with the session’s number only, readable on the tool page', async () => {
    const caller = nextNumber();
    const session = await sandbox.login(caller);
    const marker = `mark-${caller}`;
    const calls = [
      [
        '/api/short-link/click_log',
        { service: 'vnpt', clicktime: '2026-01-01T00:00:00Z', ushortkey: marker },
      ],
      ['/api/mobile/vnpt_shortlink_log', { input_log: JSON.stringify({ a: marker }), session }],
      [
        '/api/mobile/vnpt_campaign_action_log',
        { action: 'view', camp: marker, msisdn: '84888888888', session },
      ],
      ['/api/mobile/log_access_web', { path: '/tttb', note: marker }],
    ] as const;
    for (const [path, body] of calls)
      expect(await sandbox.post(path, body)).toMatchObject({ error_code: '0' });
    const found = await logs(`contains=${marker}`);
    expect(found.logs.map((row) => row.call).sort()).toEqual([
      'log_access_web',
      'product_campaign_action_log',
      'product_shortlink_log',
      'short_link_click_log',
    ]);
    const action = found.logs.find((row) => row.call === 'product_campaign_action_log');
    // The number comes from the session, never from the body; the session itself is not kept.
    expect(action?.msisdn).toBe(caller);
    expect(action?.body['session']).toBeUndefined();
    expect(found.logs.find((row) => row.call === 'log_access_web')?.msisdn).toBeNull();
    const page = await fetch(`${sandbox.url}/__sandbox/logs`);
    expect(await page.text()).toContain(marker);
  });

  it('refuses an oversized log body and a bad tool query with a 400 in the operator’s shape', async () => {
    const response = await sandbox.postRaw(
      '/api/mobile/log_access_web',
      JSON.stringify({ note: 'x'.repeat(9_000) }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'BAD_REQUEST' });
    const tool = await fetch(`${sandbox.url}/__sandbox/api/logs?limit=0`);
    expect(tool.status).toBe(400);
    expect(await tool.json()).toMatchObject({ error_code: 'BAD_REQUEST' });
  });
});

describe('callback form (API-113, LAND-10)', () => {
  it('LAND-10 ERR-24 a visitor’s signed request is recorded once and answered with the operator’s message', async () => {
    const msisdn = nextNumber();
    const request = await signedRequest(msisdn);
    expect(request.token).toBe(await hmacSha256Hex(updateKey, subscriberUpdateTokenInput(request)));
    const answer = await contactUpdate(request);
    expect(answer['error_code']).toBe('0');
    expect(String(answer['message'])).toContain('24 giờ');
    expect(await contactUpdate(request)).toMatchObject({ error_code: 'DUPLICATE_REQUEST' });
    const tool = (await (await fetch(`${sandbox.url}/__sandbox/api/contact-requests`)).json()) as {
      requests: { msisdn: string }[];
    };
    expect(tool.requests.some((row) => row.msisdn === msisdn)).toBe(true);
  });

  it('LAND-10 a token signed for other values, or none, is refused', async () => {
    const request = await signedRequest(nextNumber());
    expect(await contactUpdate({ ...request, msisdn: nextNumber() })).toMatchObject({
      error_code: 'INVALID_TOKEN',
    });
    expect(await contactUpdate({ ...request, token: undefined })).toMatchObject({
      error_code: 'INVALID_TOKEN',
    });
  });

  it('LAND-10 the signer and the call refuse a stale request_id, a wrong partner or number with a 400', async () => {
    const stale = String(sandbox.clock.now() - 60 * 60_000);
    for (const message of [
      subscriberUpdateTokenInput({ msisdn: nextNumber(), request_id: stale, partner_code: 'WEB' }),
      subscriberUpdateTokenInput({
        msisdn: nextNumber(),
        request_id: String(sandbox.clock.now()),
        partner_code: 'OTHER',
      }),
      subscriberUpdateTokenInput({
        msisdn: '0123',
        request_id: String(sandbox.clock.now()),
        partner_code: 'WEB',
      }),
    ]) {
      const response = await sandbox.postRaw(
        '/api/signer/sign',
        JSON.stringify({ purpose: 'subscriberUpdate', message }),
      );
      expect(response.status, message).toBe(400);
    }
    const request = await signedRequest(nextNumber());
    sandbox.clock.advance(11 * 60_000);
    const response = await sandbox.postRaw(
      '/api/mobile/vnpt_add_contact_update_user_info',
      JSON.stringify(request),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'BAD_REQUEST' });
  });

  it(`LAND-10 a number sends at most ${CONTACT_REQUESTS_PER_DAY} requests a day`, async () => {
    const msisdn = nextNumber();
    for (let sent = 0; sent < CONTACT_REQUESTS_PER_DAY; sent += 1) {
      expect(
        await contactUpdate(await signedRequest(msisdn, String(sandbox.clock.now() + sent))),
      ).toMatchObject({
        error_code: '0',
      });
    }
    expect(await contactUpdate(await signedRequest(msisdn, String(sandbox.clock.now() + 9)))).toMatchObject({
      error_code: 'CONTACT_LIMIT',
    });
  });
});
