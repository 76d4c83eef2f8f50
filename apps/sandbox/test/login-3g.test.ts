import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('mobile-network login host (AUTH-56)', () => {
  it('AUTH-56 issues a code back to the portal path, which only the decrypt endpoint reads', async () => {
    const response = await fetch(
      `${sandbox.url}/__sandbox/login-3g?msisdn=0912345678&return=${encodeURIComponent('http://portal.test/login-3g?redirect=%2Fdich-vu')}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '', 'http://x.invalid');
    expect(location.pathname).toBe('/login-3g');
    expect(location.searchParams.get('redirect')).toBe('/dich-vu');
    const code = location.searchParams.get('code') ?? '';
    const decrypted = await sandbox.post('/__sandbox/api/login-3g/decrypt', { code });
    expect(decrypted['mobile']).toBe('84912345678');
    const session = String(decrypted['session']);
    // The session works for a signed-in call.
    const info = await sandbox.post('/api/mobile/core_customer_get_info', { msisdn: '84912345678', session });
    expect(info['error_code']).toBe('0');
  });

  it('refuses a code it did not issue', async () => {
    const response = await sandbox.postRaw(
      '/__sandbox/api/login-3g/decrypt',
      JSON.stringify({ code: 'not-recognised' }),
    );
    expect(response.status).toBe(400);
  });
});
