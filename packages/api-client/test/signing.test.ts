/** Signing against known vectors: the same inputs give the same hash on both sides. */
import { describe, expect, it } from 'vitest';
import {
  createHmacSigner,
  hashPassword,
  hmacSha256Hex,
  joinSigned,
  loyaltySecureCodeInput,
  packagePaymentSecureCodeInput,
  packagePaymentTransIdInput,
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

  it('joins signed values with | in a fixed order', () => {
    expect(joinSigned(['a', 1, 'b'])).toBe('a|1|b');
    expect(
      packagePaymentTransIdInput({
        msisdn: '849',
        package_code: 'D15',
        pay_method: 'VNPTWALLET',
        product_type: 'DATA',
        request_time: '20240826100405',
      }),
    ).toBe('849|D15|VNPTWALLET|DATA|20240826100405');
    expect(packagePaymentSecureCodeInput('t1', { error_code: '00', redirect_url: 'https://r' })).toBe(
      't1|00|https://r',
    );
    expect(loyaltySecureCodeInput({ requestId: 'r1', msisdn: '849', partnerCode: 'WEB_x' })).toBe(
      'r1|849|WEB_x',
    );
    expect(subscriberUpdateTokenInput({ msisdn: '091', request_id: '1', partner_code: 'WEB' })).toBe(
      '091|1|WEB',
    );
  });

  it('the default signer keys HMAC with the secret of each purpose', async () => {
    const signer = createHmacSigner({ loyalty: 'Jefe' });
    expect(await signer('loyalty', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    await expect(signer('packagePayment', 'x')).rejects.toThrow(/packagePayment/);
  });
});
