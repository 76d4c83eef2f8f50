/**
 * The portal's own client (api-client, with a remote signer that sends the session as the portal's
 * `createRemoteSigner` does) against the hardened sandbox: the loyalty data after sign-in and a package
 * payment with its secure_code check still work end to end (issue 23), and a signed-out client gets neither.
 */
import { createApiClient, promotionCategoriesRequest, type Signer } from '@selfcare/api-client';
import { defaultServiceBases, type ServiceName } from '@selfcare/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
const nextNumber = numberSeries(45);
beforeAll(async () => {
  // Member tokens shorter than the 30-minute idle session, so a token can expire inside a live session.
  sandbox = await startTestSandbox({ memberTokenMinutes: 10 });
});
afterAll(async () => {
  await sandbox.close();
});

/** A client signed in as `msisdn` (or signed out), holding its member token as the portal's storage does. */
function portalClient(msisdn: string, session: string | undefined) {
  let memberToken: string | undefined;
  const signer: Signer = async (purpose, message) => {
    const answer = await sandbox.post('/api/signer/sign', { purpose, message, session });
    if (typeof answer['signature'] !== 'string')
      throw new Error(`signing failed (${String(answer['errorCode'])})`);
    return answer['signature'];
  };
  const baseUrls = Object.fromEntries(
    Object.entries(defaultServiceBases).map(([service, base]) => [service, `${sandbox.url}${base}`]),
  ) as Record<ServiceName, string>;
  const renewed: (string | undefined)[] = [];
  const client = createApiClient({
    baseUrls,
    productId: 'vnpt',
    getSession: () => session,
    getMsisdn: () => msisdn,
    getLoyaltyToken: () => memberToken,
    onMemberTokens: (tokens) => {
      memberToken = tokens.member;
      renewed.push(tokens.member);
    },
    loyaltyDomain: () => 'localhost',
    signer,
  });
  return { client, keepToken: (token: string | undefined) => (memberToken = token), renewed };
}

describe("the portal's client against the hardened sandbox (issue 23)", () => {
  it('ROLE-10 DOM-13 DOM-14 loads member tokens, member info and categories after sign-in', async () => {
    const msisdn = '84913456789';
    const { client, keepToken } = portalClient(msisdn, await sandbox.loginWithPassword(msisdn));
    const tokens = await client.call('getTokenHoiVien', { domain: 'localhost', msisdn });
    expect(tokens.ok).toBe(true);
    const token = tokens.ok ? (tokens.data.result.TokenHoiVien ?? undefined) : undefined;
    keepToken(token);
    const info = await client.call('getLayThongTinChungMobileV2', { token: token ?? '', msisdn });
    expect(info.ok && info.data.ThongTinHoiVien.HangHoiVienMoiId).toBe(2);
    const categories = await client.call('catalogDiscounts', promotionCategoriesRequest({ tier: 2, msisdn }));
    expect(categories.ok).toBe(true);
  });

  it('issue 47 item 1: a member token that expired is renewed once and the call goes through', async () => {
    const msisdn = '84913456789';
    const { client, keepToken, renewed } = portalClient(msisdn, await sandbox.loginWithPassword(msisdn));
    const tokens = await client.call('getTokenHoiVien', { domain: 'localhost', msisdn });
    const first = tokens.ok ? (tokens.data.result.TokenHoiVien ?? undefined) : undefined;
    keepToken(first);
    sandbox.clock.advance(sandbox.app.config.memberTokenMinutes * 60_000 + 1_000);
    const info = await client.call('getLayThongTinChungMobileV2', { token: first ?? '', msisdn });
    expect(info.ok && info.data.ThongTinHoiVien.HangHoiVienMoiId).toBe(2);
    expect(renewed).toHaveLength(1);
    expect(renewed[0]).toMatch(/^member\./);
    expect(renewed[0]).not.toBe(first);
    const categories = await client.call('catalogDiscounts', promotionCategoriesRequest({ tier: 2, msisdn }));
    expect(categories.ok).toBe(true);
    expect(renewed).toHaveLength(1);
  });

  it('ERR-21 PKG-28 pays for a package: trans_id and the secure_code check both go through the signer', async () => {
    const msisdn = nextNumber();
    const { client } = portalClient(msisdn, await sandbox.login(msisdn));
    const paid = await client.call('payment_package_reg_v2', {
      msisdn,
      package_code: 'BIG120',
      pay_method: 'VNPTWALLET',
      product_type: 'DATA',
    });
    expect(paid.ok && paid.data.redirect_url).toMatch(/^\/__sandbox\/gateway\/PP/);
  });

  it('ERR-02 a signed-out client can sign nothing, so it reads no member data and pays nothing', async () => {
    const { client } = portalClient('84913456789', undefined);
    const tokens = await client.call('getTokenHoiVien', { domain: 'localhost', msisdn: '84913456789' });
    expect(!tokens.ok && tokens.error.kind).toBe('config');
    const paid = await client.call('payment_package_reg_v2', {
      msisdn: '84913456789',
      package_code: 'BIG120',
      pay_method: 'VNPTWALLET',
      product_type: 'DATA',
    });
    expect(!paid.ok && paid.error.kind).toBe('config');
  });
});
