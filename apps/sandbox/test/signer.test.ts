import { hmacSha256Hex } from '@selfcare/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ paymentSecret: 'pay-key', loyaltySecret: 'loyalty-key' });
});
afterAll(async () => {
  await sandbox.close();
});

describe('signer endpoint (the portal ships no secret)', () => {
  it('signs with the key of the purpose', async () => {
    const pay = await sandbox.post('/api/signer/sign', { purpose: 'packagePayment', message: 'a|b' });
    const loyalty = await sandbox.post('/api/signer/sign', { purpose: 'loyalty', message: 'a|b' });
    expect(pay['signature']).toBe(await hmacSha256Hex('pay-key', 'a|b'));
    expect(loyalty['signature']).toBe(await hmacSha256Hex('loyalty-key', 'a|b'));
  });

  it('refuses an unknown purpose or a missing message with a clear 400', async () => {
    const response = await sandbox.postRaw(
      '/api/signer/sign',
      JSON.stringify({ purpose: 'other', message: '' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
  });

  it('serves stand-ins for the external payment site and enterprise portal', async () => {
    for (const path of ['/__sandbox/payment-site?page=bill', '/__sandbox/enterprise']) {
      const response = await fetch(`${sandbox.url}${path}`);
      expect(response.status).toBe(200);
    }
  });
});
