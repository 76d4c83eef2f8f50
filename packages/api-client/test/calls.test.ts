/**
 * Every row of the contract against a real local HTTP server: request shape (method, path, headers,
 * body with the injected fields), success, business error and contract mismatch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDef, CallName } from '../src/contract';
import { buildPath, contract, hmacSha256Hex, loyaltySecureCodeInput } from '../src/contract';
import { sandboxBaseUrls } from '../src/client/options';
import { businessFailure, contractBreak, defaultSuccess, samples } from './fixtures';
import { startTestServer, type TestServer } from './server';
import { FIXED_NOW, MSISDN, PRODUCT, SESSION, TEST_SECRETS, testClient } from './setup';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const rows = Object.entries(contract) as [CallName, CallDef][];

function requestOf(name: CallName): Record<string, unknown> {
  return samples[name]?.request ?? {};
}

/** Calls one row with an untyped body: the table walks every row generically. */
function callRow(name: CallName, body: Record<string, unknown>) {
  const client = testClient(server.origin);
  return (client.call as (n: CallName, b: Record<string, unknown>) => ReturnType<typeof client.call>)(
    name,
    body,
  );
}

/** The fields a multipart body carried, read back with the platform's own parser. */
async function multipartFields(recorded: { headers: Record<string, unknown>; rawBody: string }) {
  const form = await new Response(recorded.rawBody, {
    headers: { 'content-type': String(recorded.headers['content-type']) },
  }).formData();
  return Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
}

describe.each(rows)('%s', (name, row) => {
  it(`${row.matrixId} sends the request shape of its row and returns the parsed success`, async () => {
    const sample = samples[name];
    server.handle(async (received) => ({
      json: sample?.response
        ? await sample.response((received.body ?? {}) as Record<string, unknown>)
        : defaultSuccess(row.service),
    }));
    server.requests.length = 0;
    const result = await callRow(name, requestOf(name));
    expect(result.ok, JSON.stringify(result)).toBe(true);

    const [received] = server.requests;
    if (!received) throw new Error('no request reached the server');
    expect(received.method).toBe(row.method);
    const path = sandboxBaseUrls[row.service] + buildPath(row, PRODUCT);
    expect(received.url.split('?')[0]).toBe(path);
    expect(received.url).not.toContain('{product}');

    const sent = row.multipart
      ? await multipartFields(received)
      : ((received.body ?? {}) as Record<string, unknown>);
    if (row.method === 'GET') {
      expect(received.rawBody).toBe('');
      for (const [key, value] of Object.entries(requestOf(name))) {
        expect(new URL(received.url, server.origin).searchParams.get(key)).toBe(String(value));
      }
    } else {
      for (const [key, value] of Object.entries(requestOf(name))) {
        expect(sent[key]).toEqual(row.multipart ? String(value) : value);
      }
    }
    // API-004: the session field only on rows that carry it.
    expect(sent['session']).toBe(row.session ? SESSION : requestOf(name)['session']);
    // API-002: request-time header on main-API calls.
    if (row.service === 'mobile') expect(received.headers['x-request-time']).toBe(FIXED_NOW.toISOString());
    if (row.method === 'POST' && !row.multipart)
      expect(received.headers['content-type']).toBe('application/json');
    if (row.service === 'roaming') {
      // ROAM-008
      expect(received.headers['authorization']).toBe('Bearer roaming-bearer');
      expect(sent['requestId']).toMatch(/^req-\d+$/);
    }
    if (row.service === 'loyalty') {
      // LOY-29, LOY-30
      expect(received.headers['authorization']).toBe('Bearer loyalty-bearer');
      expect(received.headers['accept-language']).toBe('vi_VN');
      expect(sent['partnerCode']).toBe(`WEB_${PRODUCT}`);
    }
    if (row.service === 'loyalty' && row.guest === true) {
      // LOY-56: a visitor's row names no member and is not signed.
      expect(sent['requestId']).toMatch(/^req-\d+$/);
      expect(sent).not.toHaveProperty('secureCode');
      expect(sent).not.toHaveProperty('token');
    } else if (row.service === 'loyalty') {
      expect(sent['msisdn']).toBe(MSISDN);
      const input = loyaltySecureCodeInput({
        requestId: String(sent['requestId']),
        msisdn: MSISDN,
        partnerCode: `WEB_${PRODUCT}`,
      });
      expect(sent['secureCode']).toBe(await hmacSha256Hex(TEST_SECRETS.loyalty, input));
    }
    if (row.service === 'config') {
      // API-140
      expect(received.headers['authorization']).toBe('Bearer config-bearer');
      expect(received.headers['accept-language']).toBe('vi_VN');
    }
  });

  const failureSample = businessFailure(row.service);
  if (failureSample) {
    it(`${row.matrixId} ERR-01 returns a business error with the body's errorMessage`, async () => {
      server.handle(() => ({ json: failureSample.body }));
      const result = await callRow(name, requestOf(name));
      expect(result).toMatchObject({
        ok: false,
        error: { kind: 'business', call: name, code: failureSample.code, message: 'Lỗi nghiệp vụ' },
      });
    });
  } else {
    it(`${row.matrixId} ERR-01 returns an http error with the body's errorMessage`, async () => {
      server.handle(() => ({ status: 503, json: { errorMessage: 'Hệ thống bận' } }));
      const result = await callRow(name, requestOf(name));
      expect(result).toMatchObject({
        ok: false,
        error: { kind: 'http', status: 503, message: 'Hệ thống bận' },
      });
    });
  }

  it(`${row.matrixId} reports a response that breaks the contract with the path of the bad field`, async () => {
    const broken = contractBreak(row.service);
    server.handle(() => ({ json: broken.body }));
    const result = await callRow(name, requestOf(name));
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'contract', call: name, direction: 'response', path: broken.path },
    });
  });

  it(`${row.matrixId} ERR-02 turns code 401 into unauthorized`, async () => {
    server.handle(() => ({ json: { error_code: '401', errorCode: '401', message: 'expired' } }));
    const result = await callRow(name, requestOf(name));
    expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized', call: name } });
  });
});
