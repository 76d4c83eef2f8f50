import {
  hmacSha256Hex,
  loyaltySecureCodeInput,
  packagePaymentSecureCodeInput,
  packagePaymentTransIdInput,
} from '@selfcare/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTransId } from '../src/services/signing';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
const nextNumber = numberSeries(41);
beforeAll(async () => {
  sandbox = await startTestSandbox({ paymentSecret: 'pay-key', loyaltySecret: 'loyalty-key' });
});
afterAll(async () => {
  await sandbox.close();
});

const sign = (body: Record<string, unknown>) => sandbox.postRaw('/api/signer/sign', JSON.stringify(body));

describe('signer endpoint (the portal ships no secret)', () => {
  it("signs with the key of the purpose, for the session's own number", async () => {
    const msisdn = nextNumber();
    const session = await sandbox.login(msisdn);
    const loyaltyMessage = loyaltySecureCodeInput({ requestId: 'r1', msisdn, partnerCode: 'WEB_vnpt' });
    const payMessage = packagePaymentTransIdInput({
      msisdn,
      package_code: 'D30',
      pay_method: 'VNPTWALLET',
      product_type: 'DATA',
      request_time: '20260101000000',
    });
    const pay = await sandbox.post('/api/signer/sign', {
      purpose: 'packagePayment',
      message: payMessage,
      session,
    });
    const loyalty = await sandbox.post('/api/signer/sign', {
      purpose: 'loyalty',
      message: loyaltyMessage,
      session,
    });
    expect(pay['signature']).toBe(await hmacSha256Hex('pay-key', payMessage));
    expect(loyalty['signature']).toBe(await hmacSha256Hex('loyalty-key', loyaltyMessage));
  });

  it('refuses an unknown purpose or a missing message with a clear 400', async () => {
    const response = await sign({ purpose: 'other', message: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
  });

  it('issue 47 item 1: refuses a message that is not one encoding of its purpose (400)', async () => {
    const session = await sandbox.login(nextNumber());
    for (const [purpose, message] of [
      ['loyalty', 'r1|84912345678|WEB_vnpt'],
      ['loyalty', '["payment-request","849","D30","VNPTWALLET","DATA","20260101000000"]'],
      ['packagePayment', '["loyalty-request", "r1","849","WEB_vnpt"]'],
      ['loyalty', '["loyalty-request","r1",849,"WEB_vnpt"]'],
    ] as const) {
      const response = await sign({ purpose, message, session });
      expect(response.status, message).toBe(400);
      expect(await response.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
    }
  });

  it('issue 47 item 1: checks every field of a loyalty request, not only the number (403)', async () => {
    const msisdn = nextNumber();
    const session = await sandbox.login(msisdn);
    const envelope = { requestId: 'r1', msisdn, partnerCode: 'WEB_vnpt' };
    for (const wrong of [
      { requestId: `x1|${msisdn}` },
      { requestId: '' },
      { partnerCode: 'WEB_other' },
      { partnerCode: 'WEB_vnpt|84888888888' },
    ]) {
      const message = loyaltySecureCodeInput({ ...envelope, ...wrong });
      expect((await sign({ purpose: 'loyalty', message, session })).status, message).toBe(403);
    }
    const fifth = `${loyaltySecureCodeInput(envelope).slice(0, -1)},"extra"]`;
    expect((await sign({ purpose: 'loyalty', message: fifth, session })).status).toBe(403);
  });

  it('AUTH-71 ERR-02 signs nothing without a live session (401)', async () => {
    const message = loyaltySecureCodeInput({
      requestId: 'r1',
      msisdn: '84912345678',
      partnerCode: 'WEB_vnpt',
    });
    for (const session of [undefined, 'forged-session']) {
      const response = await sign({ purpose: 'loyalty', message, session });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ errorCode: '401' });
    }
  });

  it("ROLE-01 signs nothing about another subscriber's number (403)", async () => {
    const session = await sandbox.login(nextNumber());
    for (const [purpose, message] of [
      [
        'loyalty',
        loyaltySecureCodeInput({ requestId: 'r1', msisdn: '84912345678', partnerCode: 'WEB_vnpt' }),
      ],
      [
        'packagePayment',
        packagePaymentTransIdInput({
          msisdn: '0912345678',
          package_code: 'D30',
          pay_method: 'VNPTWALLET',
          product_type: 'DATA',
          request_time: '20260101000000',
        }),
      ],
      // The public callback form's token (LAND-10) names no subscriber: test/landing-calls.test.ts.
    ] as const) {
      const response = await sign({ purpose, message, session });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ errorCode: '403' });
    }
  });

  it('ERR-21 re-signs a payment answer only when it is the answer this sandbox gave', async () => {
    const msisdn = nextNumber();
    const session = await sandbox.login(msisdn);
    const fields = {
      msisdn,
      package_code: 'BIG120',
      pay_method: 'VNPTWALLET',
      product_type: 'DATA',
      request_time: '20260101000000',
    };
    const transId = await signTransId('pay-key', fields);
    const answer = await sandbox.post('/api/payment/payment_package_reg_v2', {
      ...fields,
      trans_id: transId,
    });
    expect(answer).toMatchObject({ error_code: '00' });
    const real = packagePaymentSecureCodeInput(transId, {
      error_code: '00',
      redirect_url: String(answer['redirect_url']),
    });
    const signed = await sandbox.post('/api/signer/sign', {
      purpose: 'packagePayment',
      message: real,
      session,
    });
    expect(signed['signature']).toBe(answer['secure_code']);
    // A forged redirect on the same trans_id, and the real answer for someone else's session: refused.
    const forged = await sign({
      purpose: 'packagePayment',
      message: packagePaymentSecureCodeInput(transId, {
        error_code: '00',
        redirect_url: 'javascript:alert(1)',
      }),
      session,
    });
    expect(forged.status).toBe(403);
    const other = await sandbox.login(nextNumber());
    expect((await sign({ purpose: 'packagePayment', message: real, session: other })).status).toBe(403);
  });

  it('serves stand-ins for the external payment site and enterprise portal', async () => {
    for (const path of ['/__sandbox/payment-site?page=bill', '/__sandbox/enterprise']) {
      const response = await fetch(`${sandbox.url}${path}`);
      expect(response.status).toBe(200);
    }
  });
});
