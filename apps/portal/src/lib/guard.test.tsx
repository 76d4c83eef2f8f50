import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoaderData, type RouteObject } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeOperator, json } from '../../test/operator';
import { renderRoutes, warmShell } from '../../test/router';
import { routes } from '../app/routes';
import { signedInRoutes } from './guard';

/** The portal's routes with one dummy account page behind the guard. */
function withGuardedPage(loader: () => unknown): RouteObject[] {
  const [shell] = routes;
  if (!shell || shell.index) throw new Error('the shell is a layout route');
  const page: RouteObject = {
    path: '/tai-khoan/thu',
    loader,
    Component: function AccountPage() {
      const data = useLoaderData<string>();
      return <h1>{`Account of ${data}`}</h1>;
    },
  };
  return [{ ...shell, children: [signedInRoutes([page]), ...(shell.children ?? [])] }];
}

describe('the signed-in guard', { timeout: 20_000 }, () => {
  beforeAll(warmShell, 60_000);

  it('asks a guest to sign in on the page, then shows the page with its data', async () => {
    const loader = vi.fn(() => 'signed-in data');
    const operator = fakeOperator({
      otp_send: json({ error_code: '0', message: 'Đã gửi mã' }),
      authen_msisdn: json({ error_code: '0', message: '', msisdn: '84912345678', session: 's-1' }),
    });
    const { router } = renderRoutes('/tai-khoan/thu', {
      routes: withGuardedPage(loader),
      fetchImpl: operator.fetchImpl,
    });

    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập' }, { timeout: 10_000 });
    // Behind the open dialog the page says why it asks.
    expect(screen.getByRole('heading', { name: 'Vui lòng đăng nhập', hidden: true })).toBeTruthy();
    expect(loader).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Số điện thoại' }), '0912345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nhận mã OTP' }));
    await userEvent.click(await within(dialog).findByRole('textbox', { name: 'Chữ số 1 trên 6' }));
    await userEvent.keyboard('123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));

    // Sign-in, revalidation and the page's loader run in turn: slow when the whole suite shares the cores.
    expect(
      await screen.findByRole('heading', { name: 'Account of signed-in data' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tai-khoan/thu');
    await waitFor(() => expect(loader).toHaveBeenCalled());
  });

  it('opens a signed-in subscriber’s page at once', async () => {
    window.localStorage.setItem('mobile', '84912345678');
    window.localStorage.setItem('session', 's-1');
    window.localStorage.setItem('authorized', 'true');
    renderRoutes('/tai-khoan/thu', {
      routes: withGuardedPage(() => 'mine'),
      fetchImpl: fakeOperator().fetchImpl,
    });
    expect(await screen.findByRole('heading', { name: 'Account of mine' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Đăng nhập' })).toBeNull();
  });
});
