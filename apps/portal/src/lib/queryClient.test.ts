import { ApiFailure, type ApiError } from '@selfcare/api-client';
import { describe, expect, it } from 'vitest';
import { fakeOperator } from '../../test/operator';
import { retriesRead } from './queryClient';
import { createAppServices } from './services';

function signedInServices(msisdn = '84912345678') {
  const services = createAppServices({
    storage: window.localStorage,
    language: () => 'vi',
    fetchImpl: fakeOperator().fetchImpl,
  });
  services.session.signIn({ msisdn, session: `s-${msisdn}`, method: 'otp', offNet: false });
  return services;
}

describe('the query cache follows the signed-in subscriber', () => {
  it('keys the same read differently for two subscribers', () => {
    const services = signedInServices('84912345678');
    const first = services.api.queries.packageQueries.active().queryKey;
    services.session.signIn({ msisdn: '84987654321', session: 's-2', method: 'otp', offNet: false });
    expect(services.api.queries.packageQueries.active().queryKey).not.toEqual(first);
  });

  it('drops the subscriber’s answers on sign-out and keeps the ones that are the same for everyone', () => {
    const services = signedInServices();
    const { queryClient, api } = services;
    const mine = api.queries.packageQueries.active().queryKey;
    const everyone = api.queries.packageQueries.cardBanks().queryKey;
    queryClient.setQueryData(mine, []);
    queryClient.setQueryData(everyone, []);
    services.session.signOut('signedOut');
    expect(queryClient.getQueryData(mine)).toBeUndefined();
    expect(queryClient.getQueryData(everyone)).toEqual([]);
  });

  it('drops the previous number’s answers when another number signs in', () => {
    const services = signedInServices('84912345678');
    const first = services.api.queries.accountQueries.userInfo({ msisdn: '84912345678' }).queryKey;
    services.queryClient.setQueryData(first, { fullName: 'An' });
    services.session.signIn({ msisdn: '84987654321', session: 's-2', method: 'otp', offNet: false });
    expect(services.queryClient.getQueryData(first)).toBeUndefined();
  });
});

describe('retriesRead', () => {
  const failure = (error: ApiError) => new ApiFailure(error);
  const call = 'package_search' as const;

  it('tries once more after a failure that may pass, never after an answer', () => {
    expect(retriesRead(0, failure({ kind: 'network', call, message: 'x' }))).toBe(true);
    expect(retriesRead(0, failure({ kind: 'http', call, status: 503, message: 'x' }))).toBe(true);
    expect(retriesRead(1, failure({ kind: 'timeout', call, timeoutMs: 1, message: 'x' }))).toBe(false);
    expect(retriesRead(0, failure({ kind: 'business', call, code: '5', message: 'x', body: {} }))).toBe(
      false,
    );
    expect(retriesRead(0, failure({ kind: 'unauthorized', call, message: 'x' }))).toBe(false);
  });
});
