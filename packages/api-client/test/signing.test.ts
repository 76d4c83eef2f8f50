/** Signing against known vectors: the same inputs give the same hash on both sides. */
import { describe, expect, it } from 'vitest';
import {
  createHmacSigner,
  hashPassword,
  hmacSha256Hex,
  loyaltySecureCodeInput,
  packagePaymentSecureCodeInput,
  packagePaymentTransIdInput,
  readSignedMessage,
  signedMessage,
  sha256Hex,
  subscriberUpdateTokenInput,
} from '../src/contract';

describe('signing', () => {
  it('SHA-256 matches the FIPS 180 vector for "abc"', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('HMAC-SHA256 matches RFC 4231 test case 2', async () => {
    expect(await hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('ENT-27 hashes passwords as SHA-256 hex', async () => {
    expect(await hashPassword('abc')).toBe(await sha256Hex('abc'));
    expect(await hashPassword('abc')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('issue 47 item 1: a signed message is its kind and fields as one JSON array, in a fixed order', () => {
    expect(signedMessage('loyalty-request', ['a', 1, 'b'])).toBe('["loyalty-request","a","1","b"]');
    expect(
      packagePaymentTransIdInput({
        msisdn: '849',
        package_code: 'D15',
        pay_method: 'VNPTWALLET',
        product_type: 'DATA',
        request_time: '20240826100405',
      }),
    ).toBe('["payment-request","849","D15","VNPTWALLET","DATA","20240826100405"]');
    expect(packagePaymentSecureCodeInput('t1', { error_code: '00', redirect_url: 'https://r' })).toBe(
      '["payment-answer","t1","00","https://r"]',
    );
    expect(loyaltySecureCodeInput({ requestId: 'r1', msisdn: '849', partnerCode: 'WEB_x' })).toBe(
      '["loyalty-request","r1","849","WEB_x"]',
    );
    expect(subscriberUpdateTokenInput({ msisdn: '091', request_id: '1', partner_code: 'WEB' })).toBe(
      '["subscriber-update","091","1","WEB"]',
    );
  });

  it('issue 47 item 1: a separator inside a field cannot move a value into the next field', () => {
    const reframed = loyaltySecureCodeInput({
      requestId: 'x1|84912345678',
      msisdn: '84888888888',
      partnerCode: 'WEB_vnpt',
    });
    const own = loyaltySecureCodeInput({ requestId: 'x1', msisdn: '84912345678', partnerCode: 'WEB_vnpt' });
    expect(reframed).not.toBe(own);
    expect(readSignedMessage(reframed)?.fields).toEqual(['x1|84912345678', '84888888888', 'WEB_vnpt']);
  });

  it('issue 47 item 1: only the one encoding reads back; spacing, other kinds and non-text fields do not', () => {
    expect(readSignedMessage('["loyalty-request","r1","849","WEB_x"]')).toEqual({
      kind: 'loyalty-request',
      fields: ['r1', '849', 'WEB_x'],
    });
    expect(readSignedMessage('["loyalty-request", "r1","849","WEB_x"]')).toBeUndefined();
    expect(readSignedMessage('["member-token","r1"]')).toBeUndefined();
    expect(readSignedMessage('["loyalty-request",1]')).toBeUndefined();
    expect(readSignedMessage('r1|849|WEB_x')).toBeUndefined();
    expect(readSignedMessage('{"kind":"loyalty-request"}')).toBeUndefined();
  });

  it('the default signer keys HMAC with the secret of each purpose', async () => {
    const signer = createHmacSigner({ loyalty: 'Jefe' });
    expect(await signer('loyalty', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    await expect(signer('packagePayment', 'x')).rejects.toThrow(/packagePayment/);
  });
});
