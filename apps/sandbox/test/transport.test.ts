import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
const nextNumber = numberSeries(3);
beforeAll(async () => {
  sandbox = await startTestSandbox({ sessionIdleMinutes: 30 });
});
afterAll(async () => {
  await sandbox.close();
});

async function refusal(response: Response) {
  const body = (await response.json()) as Record<string, unknown>;
  expect(JSON.stringify(body)).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace reaches the client
  return { status: response.status, body };
}

describe('bad input answers the operator shape and the server keeps serving', () => {
  it('malformed JSON', async () => {
    const { status, body } = await refusal(await sandbox.postRaw('/api/mobile/otp_send', '{"msisdn":'));
    expect(status).toBe(400);
    expect(body).toMatchObject({ error_code: 'BAD_REQUEST', message: expect.stringContaining('JSON') });
  });

  it('wrong types and missing fields name the field', async () => {
    const { status, body } = await refusal(
      await sandbox.postRaw('/api/mobile/otp_send', JSON.stringify({ msisdn: 912345678 })),
    );
    expect(status).toBe(400);
    expect(body['message']).toMatch(/msisdn/);
    expect(body['message']).toMatch(/otp_service/);
  });

  it('bodies over 1 MB', async () => {
    const big = JSON.stringify({ msisdn: 'x'.repeat(1024 * 1024 + 10), otp_service: 'authen_msisdn' });
    const { status, body } = await refusal(await sandbox.postRaw('/api/mobile/otp_send', big));
    expect(status).toBe(413);
    expect(body).toMatchObject({ error_code: 'PAYLOAD_TOO_LARGE' });
  });

  it('unknown call names, in the shape of their service', async () => {
    const mobile = await refusal(await sandbox.postRaw('/api/mobile/no_such_call', '{}'));
    expect(mobile).toMatchObject({ status: 404, body: { error_code: 'UNKNOWN_CALL' } });
    const roaming = await refusal(await sandbox.postRaw('/api/roaming/noSuchCall', '{}'));
    expect(roaming).toMatchObject({ status: 404 });
  });

  it('a row without a handler answers NOT_AVAILABLE, not a 404 page', async () => {
    const session = await sandbox.login(nextNumber());
    const { status, body } = await refusal(
      await sandbox.postRaw('/api/mobile/help_get_incubation_1800', JSON.stringify({ session })),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      error_code: 'NOT_AVAILABLE',
      message: expect.stringContaining('not available in the sandbox'),
    });
  });

  it('logs each refusal in one line and still serves', async () => {
    const before = sandbox.logs.length;
    await sandbox.postRaw('/api/mobile/otp_send', 'not json');
    expect(sandbox.logs.slice(before)).toEqual([
      expect.stringMatching(/^400 POST \/api\/mobile\/otp_send BAD_REQUEST/),
    ]);
    expect((await fetch(`${sandbox.url}/__sandbox/health`)).status).toBe(200);
  });

  it('API-006 {product} rows answer under the configured product id', async () => {
    const session = await sandbox.login(nextNumber());
    const { body } = await refusal(
      await sandbox.postRaw('/api/mobile/vnpt_get_ekyc_token', JSON.stringify({ session })),
    );
    expect(body['error_code']).not.toBe('UNKNOWN_CALL');
  });
});

describe('sessions (ERR-02)', () => {
  it('a session call without a session answers 401; a public call does not', async () => {
    expect(await sandbox.post('/api/mobile/mobile_get_service_active_list', {})).toMatchObject({
      error_code: '401',
    });
    expect(await sandbox.post('/api/mobile/package_search', { group: 'goi-cuoc-di-dong' })).toMatchObject({
      error_code: '0',
    });
  });

  it('after 30 idle minutes every call answers 401; activity keeps it alive', async () => {
    const session = await sandbox.login(nextNumber());
    const active = () => sandbox.post('/api/mobile/mobile_get_service_active_list', { session });
    sandbox.clock.advance(29 * 60_000);
    expect(await active()).toMatchObject({ error_code: '0' });
    sandbox.clock.advance(29 * 60_000);
    expect(await active()).toMatchObject({ error_code: '0' });
    sandbox.clock.advance(30 * 60_000 + 1);
    expect(await active()).toMatchObject({ error_code: '401' });
    expect(await sandbox.post('/api/mobile/package_search', { session })).toMatchObject({
      error_code: '401',
    });
  });

  it('API-010 logout ends the session', async () => {
    const session = await sandbox.login(nextNumber());
    expect(await sandbox.post('/api/mobile/authen_logout', { session, msisdn: '0' })).toMatchObject({
      error_code: '0',
    });
    expect(await sandbox.post('/api/mobile/mobile_get_service_active_list', { session })).toMatchObject({
      error_code: '401',
    });
  });
});

describe('catalogue seed', () => {
  it('has at least 60 packages over the header groups, about 60 QR banks and 50 stores', async () => {
    const packages = (await sandbox.post('/api/mobile/package_search', {}))['result'] as unknown[];
    expect(packages.length).toBeGreaterThanOrEqual(60);
    const stores = (
      await sandbox.post('/api/mobile/help_get_stores_by_lnglat', {
        lat: 21.019051,
        lng: 105.809652,
        size: 100,
      })
    )['result'] as unknown[];
    expect(stores.length).toBeGreaterThanOrEqual(50);
    const banks = await sandbox.app.db.query<{ count: number }>(
      'select count(*)::int as count from banks where not is_international',
    );
    expect(banks[0]?.count).toBeGreaterThanOrEqual(55);
  });
});
