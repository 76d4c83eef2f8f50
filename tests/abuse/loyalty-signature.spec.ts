/**
 * Issue 47 item 1, the critical hole: a signed-in number acting as another loyalty member. The reviewer had
 * the signer sign `x1|<own number>|<victim>|WEB_vnpt` and sent it as `{requestId: "x1|<own number>", msisdn:
 * <victim>}`, which handed over the victim's member token. Replayed here as the reviewer sent it.
 */
import { expect, test } from '@playwright/test';
import { abuseClient, passwordHash } from './client';

/** The wire form of a loyalty request's signed message (api-client `loyaltySecureCodeInput`). */
const loyaltySecureCodeInput = (fields: { requestId: string; msisdn: string; partnerCode: string }) =>
  JSON.stringify(['loyalty-request', fields.requestId, fields.msisdn, fields.partnerCode]);

const attacker = '84913456789';
const victim = '84888888888';

test('issue 47 item 1: a re-framed loyalty signature that binds the call to another member is refused', async () => {
  const client = await abuseClient('198.51.100.47');
  try {
    const login = await client.post('/api/mobile/authen_msisdn', {
      device_info: 'abuse-probe',
      fcm_registration_token: '',
      mode: 'password',
      msisdn: attacker,
      password: passwordHash('Sandbox123'),
    });
    const session = String(login.body['session']);
    expect(login.body['error_code'], JSON.stringify(login.body)).toBe('0');

    // The reviewer's message: the signer no longer reads it at all.
    const reframed = await client.post('/api/signer/sign', {
      purpose: 'loyalty',
      message: `x1|${attacker}|${victim}|WEB_vnpt`,
      session,
    });
    expect(reframed.status).toBe(400);
    // Nor will it sign the same fields in the new encoding with the victim's number in any field.
    const carrying = await client.post('/api/signer/sign', {
      purpose: 'loyalty',
      message: loyaltySecureCodeInput({
        requestId: `x1|${attacker}`,
        msisdn: victim,
        partnerCode: 'WEB_vnpt',
      }),
      session,
    });
    expect(carrying.status).toBe(403);

    // The attacker's own, valid signature, sent with the victim's number: refused, no token handed over.
    const own = await client.post('/api/signer/sign', {
      purpose: 'loyalty',
      message: loyaltySecureCodeInput({ requestId: 'x1', msisdn: attacker, partnerCode: 'WEB_vnpt' }),
      session,
    });
    expect(typeof own.body['signature']).toBe('string');
    const tokens = await client.post('/api/loyalty/getTokenHoiVien', {
      token: '',
      requestId: `x1|${attacker}`,
      msisdn: victim,
      partnerCode: 'WEB_vnpt',
      secureCode: own.body['signature'],
      domain: 'web',
    });
    expect(tokens.body['errorCode']).toBe('403');
    expect(JSON.stringify(tokens.body)).not.toMatch(/member\./);
  } finally {
    await client.dispose();
  }
});
