/**
 * Linking and removing service accounts (issue 17, ACC-74, ACC-75): lookups and links only of the caller's own
 * customer's accounts (another owner's is refused and tells nothing), each account linked once, a removal only
 * of the caller's own link, and the linked accounts in the caller's contract account list. Nguyễn Văn An
 * (0912345678) links and removes his seeded accounts; every test leaves his list as it found it.
 */
import { decryptContractField, linkRefusals } from '@selfcare/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractAccountKeyDefault } from '../src/config';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
const nextNumber = numberSeries(73);
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

type Body = Record<string, unknown>;
interface Caller {
  session: string;
  call(name: string, body?: Body): Promise<Body>;
}

async function callerOf(msisdn: string, byOtp = false): Promise<Caller> {
  const session = byOtp ? await sandbox.login(msisdn) : await sandbox.loginWithPassword(msisdn);
  return { session, call: (name, body = {}) => sandbox.post(`/api/mobile/${name}`, { ...body, session }) };
}

const an = '0912345678';
const quan = '0888888888';
const fiber = 'hni_fiber_0501';
const notOwner = {
  error_code: linkRefusals.notOwner,
  message: 'Tài khoản không thuộc quyền sở hữu của quý khách.',
};

async function linkedAccounts(caller: Caller): Promise<string[]> {
  const answer = await caller.call('cust_get_subscribers_by_invoice2');
  const rows = answer['result'] as Body[];
  return Promise.all(
    rows.map((row) => decryptContractField(contractAccountKeyDefault, String(row['ACCOUNT']))),
  );
}

describe('service linking', () => {
  it('ACC-75 looks up the caller’s own customer’s fiber, MyTV, fixed line and mobile, owner masked', async () => {
    const owner = await callerOf(an);
    expect(await owner.call('fiber_get_info', { account: 'HNI_FIBER_0501' })).toMatchObject({
      error_code: '0',
      result: {
        ACCOUNT: fiber,
        PRODUCT_LINE: 'FIBER',
        OWNER_NAME: 'Nguyễn V** A*',
        ADDRESS: '12 Phố Huế, Hai Bà Trưng, Hà Nội',
        PACKAGE_NAME: 'Home Net 150 Mbps',
        LINKED: 0,
      },
    });
    expect(await owner.call('mytv_get_info', { account: 'hni_mytv_0502' })).toMatchObject({
      result: { PRODUCT_LINE: 'MYTV', PACKAGE_NAME: 'MyTV Chuẩn' },
    });
    expect(await owner.call('phone_get_info', { number: '02437770501' })).toMatchObject({
      result: { ACCOUNT: '02437770501', PRODUCT_LINE: 'PHONE' },
    });
    expect(await owner.call('phone_get_info', { number: '0917770501' })).toMatchObject({
      result: { ACCOUNT: '0917770501', PRODUCT_LINE: 'MOBILE', OWNER_NAME: 'Nguyễn V** A*' },
    });
    // fiber_search_info2 finds by the contract's phone, only among the caller's customer's accounts.
    const found = await owner.call('fiber_search_info2', { keyword: an });
    expect((found['result'] as Body[]).map((row) => row['ACCOUNT'])).toEqual([fiber]);
    expect(await owner.call('fiber_search_info2', { keyword: quan })).toMatchObject({ result: [] });
  });

  it('ACC-74 another customer’s account is refused on lookup and link, and tells nothing of itself', async () => {
    const owner = await callerOf(an);
    const someoneElses = { account: 'hcm_fiber_0999' };
    const lookup = await owner.call('fiber_get_info', someoneElses);
    expect(lookup).toMatchObject(notOwner);
    expect(lookup['result']).toBeUndefined();
    expect(await owner.call('fiber_add_account', someoneElses)).toMatchObject(notOwner);
    // Quân's billed account, and a mobile of another customer, the same.
    expect(await owner.call('mytv_add_account', { account: 'hcm_mytv_0102' })).toMatchObject(notOwner);
    expect(await owner.call('mobile_add_account', { msisdn: '84888888888' })).toMatchObject(notOwner);
    expect(await owner.call('fiber_get_info', { account: 'hni_fiber_9999' })).toMatchObject({
      error_code: linkRefusals.notFound,
    });
    expect(await owner.call('mobile_add_account', { msisdn: '84912345678' })).toMatchObject({
      error_code: linkRefusals.ownNumber,
    });
    // A number with no papers links nothing, not even an account it can name.
    const stranger = await callerOf(nextNumber(), true);
    expect(await stranger.call('fiber_add_account', { account: fiber })).toMatchObject(notOwner);
    expect(await linkedAccounts(owner)).toEqual([]);
  });

  it('ACC-74 links each kind once, lists them, refuses a duplicate; only the owner removes a link', async () => {
    const owner = await callerOf(an);
    const links: [string, Body][] = [
      ['fiber_add_account', { account: fiber }],
      ['mytv_add_account', { account: 'hni_mytv_0502' }],
      ['phone_add_account', { number: '02437770501' }],
      ['mobile_add_account', { msisdn: '84917770501' }],
    ];
    for (const [name, body] of links) {
      expect(await owner.call(name, body)).toMatchObject({ error_code: '0' });
    }
    const accounts = [fiber, 'hni_mytv_0502', '02437770501', '0917770501'];
    expect(await linkedAccounts(owner)).toEqual(accounts);
    expect(await owner.call('fiber_get_info', { account: fiber })).toMatchObject({ result: { LINKED: 1 } });
    expect(await owner.call('fiber_add_account', { account: fiber })).toMatchObject({
      error_code: linkRefusals.alreadyLinked,
    });

    // Another subscriber's session: An's links are not theirs to see or remove.
    const other = await callerOf(quan);
    expect(await other.call('cust_remove_account', { account: fiber })).toMatchObject({
      error_code: linkRefusals.notLinked,
    });
    expect(await other.call('fiber_get_info', { account: fiber })).toMatchObject(notOwner);
    expect(await linkedAccounts(other)).not.toContain(fiber);
    expect(await linkedAccounts(owner)).toEqual(accounts);

    for (const account of accounts) {
      expect(await owner.call('cust_remove_account', { account })).toMatchObject({ error_code: '0' });
    }
    expect(await linkedAccounts(owner)).toEqual([]);
    expect(await owner.call('cust_remove_account', { account: fiber })).toMatchObject({
      error_code: linkRefusals.notLinked,
    });
  });

  it('ACC-74 ACC-75 malformed accounts and numbers are a 400 in the operator’s shape', async () => {
    const session = await sandbox.loginWithPassword(an);
    const bodies: [string, Body][] = [
      ['fiber_get_info', { account: 'có dấu' }],
      ['phone_add_account', { number: '0912345678' }],
      ['mobile_add_account', { msisdn: '02437770501' }],
      ['fiber_search_info2', { keyword: 'x' }],
    ];
    for (const [name, body] of bodies) {
      const answer = await sandbox.postRaw(`/api/mobile/${name}`, JSON.stringify({ ...body, session }));
      expect(answer.status, name).toBe(400);
      expect(await answer.json()).toMatchObject({ error_code: 'BAD_REQUEST' });
    }
  });
});
