/** Query option factories against the real local server through a TanStack QueryClient. */
import { MutationObserver, QueryClient } from '@tanstack/query-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure } from '../src/client/errors';
import { contract, type CallName } from '../src/contract';
import { scopeOf } from '../src/contract/lookup';
import {
  callKey,
  createQueries,
  createQueryFactories,
  isOtherSubscriberKey,
  isSubscriberKey,
  isWriteCall,
  queryKeyOf,
} from '../src/query';
import { roamingPageWire, samples } from './fixtures';
import { startTestServer, type TestServer } from './server';
import { MSISDN, testClient } from './setup';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const respondWith = (name: CallName) =>
  server.handle(async (received) => ({
    json: await samples[name]!.response!((received.body ?? {}) as Record<string, unknown>),
  }));

const asSubscriber = (subscriber: string | null) => ({ subscriber: () => subscriber });

describe('query factories', () => {
  it('keys are hierarchical [service, callName, params], public answers without a subscriber', () => {
    const { read, write } = createQueryFactories(testClient(server.origin), asSubscriber(MSISDN));
    expect(read('roaming_load_info', { encryptedToken: 't' }).queryKey).toEqual([
      'roaming',
      'roaming_load_info',
      { encryptedToken: 't' },
    ]);
    expect(write('createTransaction').mutationKey).toEqual(['roaming', 'createTransaction']);
    expect(callKey('getTokenHoiVien')).toEqual(['loyalty', 'getTokenHoiVien']);
  });

  it('puts the signed-in subscriber in every key of an answer that is theirs', () => {
    const client = testClient(server.origin);
    const params = { province_id: 1 };
    const first = createQueryFactories(client, asSubscriber('84912345678')).read(
      'help_get_districts_1800',
      params,
    );
    const second = createQueryFactories(client, asSubscriber('84987654321')).read(
      'help_get_districts_1800',
      params,
    );
    const guest = createQueryFactories(client, asSubscriber(null)).read('help_get_districts_1800', params);
    expect(first.queryKey).toEqual([
      'mobile',
      'help_get_districts_1800',
      params,
      { subscriber: '84912345678' },
    ]);
    expect(second.queryKey).not.toEqual(first.queryKey);
    expect(guest.queryKey).toEqual(['mobile', 'help_get_districts_1800', params, { subscriber: null }]);
    for (const name of Object.keys(contract) as CallName[]) {
      if (isWriteCall(name) || scopeOf(name) === 'public') continue;
      const key = queryKeyOf(name, {}, '84912345678');
      expect(isSubscriberKey(key), name).toBe(true);
      expect(isOtherSubscriberKey(key, '84987654321'), name).toBe(true);
      expect(isOtherSubscriberKey(key, '84912345678'), name).toBe(false);
    }
    expect(isSubscriberKey(queryKeyOf('banks_jsp', {}, '84912345678'))).toBe(false);
  });

  it('reads the subscriber when the options are made, so a new number gets a new key', () => {
    let subscriber: string | null = '84912345678';
    const { packageQueries } = createQueries(testClient(server.origin), { subscriber: () => subscriber });
    const before = packageQueries.active().queryKey;
    subscriber = '84987654321';
    expect(packageQueries.active().queryKey).not.toEqual(before);
  });

  it('splits every row into a read or a write, as the row says', () => {
    for (const [name, row] of Object.entries(contract) as [CallName, { access: string }][])
      expect(isWriteCall(name), name).toBe(row.access === 'write');
  });

  it('fetches and maps a read through a QueryClient', async () => {
    respondWith('roaming_load_info');
    const { roamingQueries } = createQueries(testClient(server.origin), asSubscriber(null));
    const page = await new QueryClient().fetchQuery(roamingQueries.page('enc-token'));
    expect(page.session).toBe('roam-session');
    expect(page.msisdn).toBe(roamingPageWire.msisdn);
    expect(page.packages[0]?.hotKeys).toEqual(['Hot', 'Sale', 'New', 'Extra']);
  });

  it('throws ApiFailure with the typed error from the queryFn', async () => {
    server.handle(() => ({ json: { error_code: '5', errorMessage: 'Không tìm thấy' } }));
    const { packageQueries } = createQueries(testClient(server.origin), asSubscriber(MSISDN));
    const failed = new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(
      packageQueries.search({ keyword: 'x' }),
    );
    await expect(failed).rejects.toBeInstanceOf(ApiFailure);
    await expect(failed).rejects.toMatchObject({
      error: { kind: 'business', code: '5', message: 'Không tìm thấy' },
    });
  });

  it('runs a write through a MutationObserver', async () => {
    respondWith('createTransaction');
    const { write } = createQueryFactories(testClient(server.origin), asSubscriber(null));
    const observer = new MutationObserver(new QueryClient(), write('createTransaction'));
    const answer = await observer.mutate(samples.createTransaction!.request as never);
    expect(answer.result).toMatchObject({ transactionId: 'T1' });
  });
});
