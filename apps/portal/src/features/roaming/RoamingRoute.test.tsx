import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { testPortal } from '../../../test/providers';
import { paths } from '../../config/paths';
import { bankAppLists } from './bankApps';
import { Component as RoamingRoute, external } from './RoamingRoute';
import { Component as ResultRoute } from './RoamingResultRoute';

const ok = { errorCode: '0', message: 'OK' };
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const preselected = {
  packageName: 'R7',
  packageId: 501,
  packageCode: 'R7',
  price: 199000,
  cycle: 7,
  cycleDesc: '7 ngày',
};

/** The operator for a page that opens on a preselected package with roaming on, its QR, then `statuses`. */
function fakeOperator(statuses: number[]) {
  const calls: string[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
    const name = new URL(String(input), 'http://portal.test').pathname.split('/').pop() ?? '';
    calls.push(name);
    switch (name) {
      case 'loadRoamingInfo':
        return json({
          ...ok,
          token: 'roaming-session',
          result: {
            msisdn: '84912345678',
            irCheckActive: 1,
            packageDetail: preselected,
            listPackage: [preselected],
          },
        });
      case 'createTransaction':
        return json({ ...ok, result: { transactionId: 'RM1', amount: 199000, finalAmount: 199000 } });
      case 'getQR':
        return json({ ...ok, result: 'VIETQR|RM1|199000' });
      case 'queryTransactionInfo':
        return json({ ...ok, result: { transactionId: 'RM1', transactionStatus: statuses.shift() ?? 0 } });
      default:
        return json({ ...ok, result: [] });
    }
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

/** Issue 24: the operator's countries with both names (nameEn assumed), and one package per destination. */
const countries = [
  { id: 1, nameVn: 'Thái Lan', nameEn: 'Thailand' },
  { id: 15, nameVn: 'Nhật Bản', nameEn: 'Japan' },
  { id: 31, nameVn: 'Đức', nameEn: 'Germany' },
];
const destinationPackage = (code: string, country: (typeof countries)[number]) => ({
  packageName: code,
  packageId: country.id + 600,
  packageCode: code,
  price: 99000,
  cycle: 7,
  nationalities: [{ id: country.id }],
  groupNationalityScopes: [
    { nationality: country, carrierNameVn: 'AIS', prepaidStatus: 1, postpaidStatus: 1 },
  ],
});

/** A page with roaming on and no preselected package: the list, its country filter and the countries call. */
function listOperator() {
  const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
    switch (new URL(String(input), 'http://portal.test').pathname.split('/').pop()) {
      case 'loadRoamingInfo':
        return json({
          ...ok,
          token: 'roaming-session',
          result: {
            msisdn: '84912345678',
            irCheckActive: 1,
            listFavariteCountry: [countries[1]],
            listPackage: countries.map((country) => destinationPackage(`R${country.id}`, country)),
          },
        });
      case 'getListNational':
        return json({ ...ok, result: countries });
      default:
        return json({ ...ok, result: [] });
    }
  });
  return fetchImpl as unknown as typeof fetch;
}

function renderRoaming(fetchImpl: typeof fetch, language: 'vi' | 'en-US' = 'vi') {
  const { wrapper: Providers } = testPortal(fetchImpl, { language });
  const router = createMemoryRouter(
    [
      { path: paths.roaming.path, Component: RoamingRoute },
      { path: paths.roamingResult.path, Component: ResultRoute },
    ],
    { initialEntries: ['/thanhtoan/roaming?token=tok'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('roaming page', { timeout: 15_000 }, () => {
  it('ROAM-108 a user who only scans the QR (no bank app picked) reaches the success page (issue 24)', async () => {
    const operator = fakeOperator([2]);
    const router = renderRoaming(operator.fetchImpl);
    expect(
      await screen.findByRole('heading', { name: 'Thanh toán thành công' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/thanhtoan/roaming/success');
    expect(operator.calls.indexOf('queryTransactionInfo')).toBeGreaterThan(operator.calls.indexOf('getQR'));
  });

  it('on a desktop the bank link opens in a new tab without opener, and the portal stays (issue 24)', async () => {
    window.localStorage.setItem('checkDisplayModal', 'true'); // straight to the bank, no guide
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const inPlace = vi.spyOn(external, 'open').mockImplementation(() => undefined);
    const router = renderRoaming(fakeOperator([]).fetchImpl);
    await userEvent.click(await screen.findByRole('button', { name: 'Thanh toán' }, { timeout: 5_000 }));
    const chooser = await screen.findByRole('dialog', { name: 'Chọn ngân hàng' });
    await userEvent.click(within(within(chooser).getAllByRole('listitem')[0] ?? chooser).getByRole('button'));
    expect(opened).toHaveBeenCalledWith(expect.stringMatching(/^https?:/), '_blank', 'noopener');
    expect(inPlace).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/thanhtoan/roaming');
  });

  it('ROAM-104 a bank deep link the navigation guard refuses is not opened; the user is told (issue 23)', async () => {
    window.localStorage.clear(); // no bank remembered from an earlier test
    window.localStorage.setItem('checkDisplayModal', 'true'); // straight to the bank, no guide
    const apps = [...bankAppLists.ios, ...bankAppLists.android, ...bankAppLists.all] as {
      deeplink: string;
    }[];
    const saved = apps.map((app) => app.deeplink);
    for (const app of apps) app.deeplink = 'javascript:alert(document.domain)';
    try {
      const opened = vi.spyOn(window, 'open').mockReturnValue(null);
      const inPlace = vi.spyOn(external, 'open').mockImplementation(() => undefined);
      // An earlier test's spies are these same ones: start them empty.
      opened.mockClear();
      inPlace.mockClear();
      renderRoaming(fakeOperator([]).fetchImpl);
      await userEvent.click(await screen.findByRole('button', { name: 'Thanh toán' }, { timeout: 5_000 }));
      const chooser = await screen.findByRole('dialog', { name: 'Chọn ngân hàng' });
      await userEvent.click(
        within(within(chooser).getAllByRole('listitem')[0] ?? chooser).getByRole('button'),
      );
      expect(
        await screen.findByText(
          'Địa chỉ này không an toàn nên chưa được mở. Vui lòng thử lại hoặc liên hệ tổng đài 18001091.',
        ),
      ).toBeTruthy();
      expect(opened).not.toHaveBeenCalled();
      expect(inPlace).not.toHaveBeenCalled();
    } finally {
      apps.forEach((app, index) => (app.deeplink = saved[index] ?? ''));
    }
  });

  it('VAL-38 ROAM-026 in English, "Thailand" finds Thái Lan and its package; names show in English (issue 24)', async () => {
    renderRoaming(listOperator(), 'en-US');
    const search = await screen.findByRole('searchbox', { name: 'Search countries' }, { timeout: 5_000 });
    const groups = screen.getByTestId('country-groups');
    // The full list (getListNational) replaces the favourites, named in English.
    expect(await within(groups).findByRole('checkbox', { name: 'Germany' })).toBeTruthy();
    expect(within(groups).queryByRole('checkbox', { name: 'Đức' })).toBeNull();
    await userEvent.type(search, 'Thailand');
    await waitFor(() =>
      expect(
        within(groups)
          .getAllByRole('checkbox')
          .map((box) => box.getAttribute('name')),
      ).toEqual(['country-1']),
    );
    await userEvent.click(within(groups).getByRole('checkbox', { name: 'Thailand' }));
    const codes = () =>
      [...document.querySelectorAll('[data-package-code]')].map((item) =>
        item.getAttribute('data-package-code'),
      );
    await waitFor(() => expect(codes()).toEqual(['R1']));
    expect(screen.getByRole('button', { name: 'Remove Thailand' })).toBeTruthy();
    // ROAM-037: the package's coverage table names the country in English too.
    await userEvent.click(screen.getByRole('button', { name: /^View details/ }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('cell', { name: 'Thailand' })).toBeTruthy();
  });
});
