/** Query option factories against the real local server through a TanStack QueryClient. */
import { MutationObserver, QueryClient } from '@tanstack/query-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure } from '../src/client/errors';
import { contract, type CallName } from '../src/contract';
import { callKey, createGroupQueries, createQueryFactories, isWriteCall, writeCallNames } from '../src/query';
import { roamingPageWire, samples } from './fixtures';
import { startTestServer, type TestServer } from './server';
import { testClient } from './setup';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const respondWith = (name: CallName) =>
  server.handle(async (received) => ({
    json: await samples[name]!.response!((received.body ?? {}) as Record<string, unknown>),
  }));

describe('query factories', () => {
  it('keys are hierarchical [service, callName, params]', () => {
    const { read, write } = createQueryFactories(testClient(server.origin));
    expect(read('help_get_districts_1800', { province_id: 1 }).queryKey).toEqual([
      'mobile',
      'help_get_districts_1800',
      { province_id: 1 },
    ]);
    expect(write('createTransaction').mutationKey).toEqual(['roaming', 'createTransaction']);
    expect(callKey('getTokenHoiVien')).toEqual(['loyalty', 'getTokenHoiVien']);
  });

  it('splits every row into a read or a write', () => {
    const names = Object.keys(contract) as CallName[];
    expect(writeCallNames.every((name) => name in contract)).toBe(true);
    expect(names.filter(isWriteCall)).toHaveLength(writeCallNames.length);
  });

  it('fetches and maps a read through a QueryClient', async () => {
    respondWith('roaming_load_info');
    const { roamingQueries } = createGroupQueries(testClient(server.origin));
    const page = await new QueryClient().fetchQuery(roamingQueries.page('enc-token'));
    expect(page.session).toBe('roam-session');
    expect(page.msisdn).toBe(roamingPageWire.msisdn);
    expect(page.packages[0]?.hotKeys).toEqual(['Hot', 'Sale', 'New', 'Extra']);
  });

  it('throws ApiFailure with the typed error from the queryFn', async () => {
    server.handle(() => ({ json: { error_code: '5', errorMessage: 'Không tìm thấy' } }));
    const { packageQueries } = createGroupQueries(testClient(server.origin));
    const failed = new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(
      packageQueries.search({ keyword: 'x' }),
    );
    await expect(failed).rejects.toBeInstanceOf(ApiFailure);
    await expect(failed).rejects.toMatchObject({
      error: { kind: 'business', code: '5', message: 'Không tìm thấy' },
    });
  });

  it('runs a mapped mutation through a MutationObserver', async () => {
    respondWith('createTransaction');
    const { roamingMutations } = createGroupQueries(testClient(server.origin));
    const observer = new MutationObserver(new QueryClient(), roamingMutations.createTransaction());
    const transaction = await observer.mutate(samples.createTransaction!.request as never);
    expect(transaction).toEqual({
      id: 'T1',
      amount: 150000,
      feeAmount: 0,
      discountAmount: 0,
      finalAmount: 150000,
    });
  });
});
