import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeOperator, json, type Reply } from '../../../test/operator';
import { testPortal } from '../../../test/providers';
import { sessionKeys } from '../../lib/storage';
import { browser } from './browser';
import { Component as ShortLinkRoute } from './ShortLinkRoute';

function Landed() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{`${pathname}${search}`}</p>;
}

function open(path: string, replies: Record<string, Reply> = {}, msisdn?: string) {
  const operator = fakeOperator(replies);
  const { wrapper: Providers } = testPortal(operator.fetchImpl, msisdn ? { msisdn } : {});
  const router = createMemoryRouter(
    [
      { path: '/s', Component: ShortLinkRoute },
      { path: '*', Component: Landed },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return operator;
}

const landedAt = async () => (await screen.findByTestId('landed')).textContent;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('short-link page (§4)', () => {
  it('DOM-33 LAND-56 a guest goes to the login host with the path and query, and nothing is resolved', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const operator = open('/s?a=KM50');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    const back = new URL(target.searchParams.get('return') ?? '');
    expect(back.pathname).toBe('/login-3g');
    expect(back.searchParams.get('redirect')).toBe('/s?a=KM50');
    expect(operator.called('getUrlMapping')).toHaveLength(0);
  });

  it('DOM-34 LAND-57 the ckd marker leads to the package page with sub_id, channel ckd stored', async () => {
    const operator = open('/s?a=ckd_GOI50&sub_id=s1', {}, '84912345678');
    expect(await landedAt()).toBe('/dich-vu/goi-cuoc-di-dong/GOI50?sub_id=s1');
    expect(window.sessionStorage.getItem(sessionKeys.channel)).toBe('ckd');
    expect(operator.called('getUrlMapping')).toHaveLength(0);
    await waitFor(() => expect(operator.called('click_log')).toHaveLength(1));
    expect(operator.called('click_log')[0]?.body).toMatchObject({ action: 'ckd', package_id: 'GOI50' });
  });

  it('DOM-35 DOM-36 LAND-59 LAND-62 LAND-63 a resolved link stores channel, campaign and link, logs and redirects', async () => {
    const operator = open(
      '/s?a=KM50',
      {
        getUrlMapping: json({
          error_code: '0',
          convertUrl: '/sieuvoucher50',
          action: 'redirect',
          url_common: { channel: 'sms', camp: 'SIEUVOUCHER50' },
        }),
      },
      '84912345678',
    );
    expect(await landedAt()).toBe('/sieuvoucher50');
    expect(operator.called('getUrlMapping')[0]?.body).toMatchObject({
      short_link: `${window.location.origin}/s?a=KM50`,
    });
    expect(window.sessionStorage.getItem(sessionKeys.channel)).toBe('sms');
    expect(window.sessionStorage.getItem(sessionKeys.campaign)).toBe('SIEUVOUCHER50');
    expect(window.sessionStorage.getItem(sessionKeys.shortLink)).toBe(`${window.location.origin}/s?a=KM50`);
    await waitFor(() => expect(operator.called('vnpt_shortlink_log')).toHaveLength(1));
    expect(operator.called('click_log')[0]?.body).toMatchObject({
      action: 'redirect',
      urlredirect: '/sieuvoucher50',
      pr_channel: 'sms',
      campaign_code: 'SIEUVOUCHER50',
      ushortkey: 'KM50',
    });
  });

  it('DOM-37 ERR-25 LAND-60 LAND-61 a failed mapping goes to the mobile-package services page', async () => {
    open('/s?a=NOPE', { getUrlMapping: json({ error_code: '1', message: 'Không tồn tại' }) }, '84912345678');
    expect(await landedAt()).toBe('/dich-vu/goi-cuoc-di-dong');
    expect(window.sessionStorage.getItem(sessionKeys.channel)).toBeNull();
  });

  it('ERR-25 a target the navigation guard refuses is never followed (issue 23)', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => undefined);
    open(
      '/s?a=XSS1',
      { getUrlMapping: json({ error_code: '0', convertUrl: 'javascript:alert(1)', url_common: {} }) },
      '84912345678',
    );
    expect(await landedAt()).toBe('/dich-vu/goi-cuoc-di-dong');
    expect(replace).not.toHaveBeenCalled();
  });
});
