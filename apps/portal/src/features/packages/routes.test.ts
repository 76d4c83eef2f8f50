import type { LoaderFunction } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeOperator, json } from '../../../test/operator';
import { portalRouterOptions } from '../../lib/portalContext';
import { createAppServices } from '../../lib/services';
import { packagesRoutes } from './routes';

const d15 = { ID: 1, NAME: 'D15', CODE: 'D15', PRICE: 15000, PERIOD: 7, STATUS_PAY: 1 };

function signedInPortal() {
  const operator = fakeOperator({
    package_search: json({ error_code: '0', result: [d15] }),
    mobile_get_service_active_list: json({ error_code: '0', result: [d15] }),
  });
  const services = createAppServices({
    storage: window.localStorage,
    language: () => 'vi',
    fetchImpl: operator.fetchImpl,
  });
  services.session.signIn({ msisdn: '84912345678', session: 's-1', method: 'otp', offNet: false });
  const { getContext } = portalRouterOptions(async () => services);
  return { operator, services, getContext };
}

async function runLoader(path: string, params: Record<string, string>) {
  const portal = signedInPortal();
  const route = packagesRoutes.find((candidate) => candidate.path === path);
  const url = new URL(`http://portal.test${path}`);
  await (route?.loader as LoaderFunction)({
    request: new Request(url),
    url,
    pattern: path,
    params,
    context: portal.getContext(),
  });
  return portal;
}

describe('package page loaders', () => {
  it('fill the cache with the group’s cards and the subscriber’s active ones', async () => {
    const { services, operator } = await runLoader('/dich-vu/:service', { service: 'home-tv' });
    const { packageQueries } = services.api.queries;
    expect(
      services.queryClient.getQueryData(packageQueries.search({ group: 'home-tv' }).queryKey),
    ).toHaveLength(1);
    expect(services.queryClient.getQueryData(packageQueries.active().queryKey)).toHaveLength(1);
    expect(operator.called('package_search')[0]?.body).toMatchObject({ group: 'home-tv' });
  });

  it('reads nothing for a group that does not exist', async () => {
    const { operator } = await runLoader('/dich-vu/:service', { service: 'khong-co' });
    expect(operator.called('package_search')).toHaveLength(0);
  });
});
