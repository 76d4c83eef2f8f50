import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogProvider, type AuthDialog } from '../../lib/authDialog';
import { FeedbackProvider, type Feedback } from '../../lib/feedback';
import { createAppServices, ServicesProvider, type AppServices } from '../../lib/services';
import { createI18n } from '../../lib/i18nTesting';
import { createQueryClient } from '../../lib/queryClient';
import { Component as CatalogueRoute } from './CatalogueRoute';
import { catchLeaving } from '../../../test/leaving';

/** ENT-32 records as the operator sends them. */
const d15 = {
  ID: 1,
  NAME: 'D15',
  CODE: 'D15',
  PRICE: 15000,
  PERIOD: 7,
  DESCRIPTION: '<p>3 GB/ngày</p>',
  IMAGE_URL: null,
  TYPE: 1,
  PACKAGE_TYPE: 1,
  STATUS_PAY: 1,
};
const goi1 = { ...d15, ID: 2, NAME: 'Gọi 1 ngày', CODE: 'GOI1', PRICE: 2000, PERIOD: 1, STATUS_PAY: 0 };

type Reply = Response | (() => Response | Promise<Response>);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake operator: one reply per call path; every request is recorded. */
function fakeOperator(replies: Record<string, Reply>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://portal.test').pathname;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path, body });
    if (path === '/api/signer/sign') return json({ signature: 'signed' });
    const reply = replies[path];
    if (!reply) return json({ error_code: '0', message: 'OK', result: [] });
    return typeof reply === 'function' ? reply() : reply.clone();
  });
  return {
    fetchImpl: fetchImpl as unknown as typeof fetch,
    calls,
    called: (path: string) => calls.filter((call) => call.path === path),
  };
}

const feedback = {
  toast: vi.fn<Feedback['toast']>(),
  notice: vi.fn<Feedback['notice']>(async () => undefined),
};
const authDialog = { open: vi.fn<AuthDialog['open']>() };

function renderCatalogue(fetchImpl: typeof fetch, signedIn = true): AppServices {
  if (signedIn) {
    window.localStorage.setItem('mobile', '84912345678');
    window.localStorage.setItem('session', 'session-1');
    window.localStorage.setItem('authorized', 'true');
  }
  const i18n = createI18n('vi');
  const services = createAppServices({ storage: window.localStorage, language: () => 'vi', fetchImpl });
  const router = createMemoryRouter([{ path: '/dich-vu/:service', Component: CatalogueRoute }], {
    initialEntries: ['/dich-vu/goi-cuoc-di-dong'],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <QueryClientProvider client={createQueryClient()}>
          <FeedbackProvider value={feedback}>
            <AuthDialogProvider value={authDialog}>
              <RouterProvider router={router} />
            </AuthDialogProvider>
          </FeedbackProvider>
        </QueryClientProvider>
      </ServicesProvider>
    </I18nextProvider>,
  );
  return services;
}

const catalogue = (active: unknown[] = []) => ({
  '/api/mobile/package_search': json({ error_code: '0', message: 'OK', result: [d15, goi1] }),
  '/api/mobile/mobile_get_service_active_list': json({ error_code: '0', message: 'OK', result: active }),
});

/** The browser's leaving for the gateway. */
let leaveForPayment: ReturnType<typeof catchLeaving>;
beforeEach(() => {
  feedback.toast.mockClear();
  authDialog.open.mockClear();
  leaveForPayment = catchLeaving();
});
afterEach(() => vi.restoreAllMocks());

describe('package card actions', () => {
  it('DOM-24 a guest who presses register signs in first, then continues with the same package', async () => {
    const operator = fakeOperator({
      ...catalogue(),
      '/api/mobile/otp_send': json({ error_code: '0', message: 'Đã gửi OTP' }),
    });
    const services = renderCatalogue(operator.fetchImpl, false);
    await userEvent.click(await screen.findByRole('button', { name: 'Đăng ký gói Gọi 1 ngày' }));
    expect(authDialog.open).toHaveBeenCalledTimes(1);
    expect(operator.called('/api/mobile/otp_send')).toHaveLength(0);

    services.session.signIn({ msisdn: '84912345678', session: 'session-1', method: 'otp', offNet: false });
    authDialog.open.mock.calls[0]?.[0]?.onSignedIn?.();
    // PKG-11: STATUS_PAY 0 means main account only, so the OTP confirm opens at once.
    expect(await screen.findByRole('dialog', { name: 'Xác nhận đăng ký' })).toBeTruthy();
    expect(operator.called('/api/mobile/otp_send')[0]?.body).toMatchObject({
      msisdn: '84912345678',
      otp_service: 'package_register',
    });
  });

  it('PKG-23 PKG-15 the main account registers with the code, then the card offers cancel', async () => {
    let active: unknown[] = [];
    const operator = fakeOperator({
      ...catalogue(),
      '/api/mobile/mobile_get_service_active_list': () =>
        json({ error_code: '0', message: 'OK', result: active }),
      '/api/mobile/otp_send': json({ error_code: '0', message: 'Đã gửi OTP' }),
      '/api/mobile/package_register': () => {
        active = [d15];
        return json({ error_code: '0', message: 'Đăng ký gói D15 thành công.' });
      },
    });
    renderCatalogue(operator.fetchImpl);
    await userEvent.click(await screen.findByRole('button', { name: 'Đăng ký gói D15' }));
    const payment = await screen.findByRole('dialog', { name: 'Thanh toán gói cước' });
    await userEvent.click(within(payment).getByRole('radio', { name: /Tài khoản chính/ }));
    await userEvent.click(within(payment).getByRole('button', { name: 'Thanh toán' }));
    const otp = await screen.findByRole('dialog', { name: 'Xác nhận đăng ký' });
    await userEvent.click(within(otp).getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.keyboard('123456');
    await userEvent.click(within(otp).getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByRole('button', { name: 'Huỷ gói D15' })).toBeTruthy();
    expect(operator.called('/api/mobile/package_register')[0]?.body).toMatchObject({
      msisdn: '84912345678',
      package_code: 'D15',
      otp: '123456',
    });
    expect(operator.called('/api/payment/payment_package_reg_v2')).toHaveLength(0);
    expect(feedback.toast).toHaveBeenCalledWith('success', 'Đã đăng ký gói D15');
    expect(leaveForPayment).not.toHaveBeenCalled();
  });

  it('ERR-01 a wrong code stays in the OTP dialog with the server message and the code kept', async () => {
    const operator = fakeOperator({
      ...catalogue(),
      '/api/mobile/otp_send': json({ error_code: '0', message: 'Đã gửi OTP' }),
      '/api/mobile/package_register': json({
        error_code: '550',
        message: 'Mã OTP không chính xác, vui lòng nhập lại.',
      }),
    });
    renderCatalogue(operator.fetchImpl);
    await userEvent.click(await screen.findByRole('button', { name: 'Đăng ký gói Gọi 1 ngày' }));
    const otp = await screen.findByRole('dialog', { name: 'Xác nhận đăng ký' });
    await userEvent.click(within(otp).getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.keyboard('000000');
    await userEvent.click(within(otp).getByRole('button', { name: 'Xác nhận' }));
    expect(await within(otp).findByText('Mã OTP không chính xác, vui lòng nhập lại.')).toBeTruthy();
    expect(within(otp).getByRole('button', { name: 'Xác nhận' })).toHaveProperty('disabled', false);
  });

  it('PKG-20 PKG-28 a wallet payment saves the package name and id, then leaves for redirect_url', async () => {
    const operator = fakeOperator({
      ...catalogue(),
      '/api/payment/payment_package_reg_v2': json({
        error_code: '00',
        message: 'OK',
        redirect_url: '/__sandbox/gateway/PP1',
        secure_code: 'signed',
      }),
    });
    renderCatalogue(operator.fetchImpl);
    await userEvent.click(await screen.findByRole('button', { name: 'Đăng ký gói D15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thanh toán gói cước' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(within(dialog).getByRole('radio', { name: /Ví VNPT Money/ }));
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thanh toán' }));
    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith('/__sandbox/gateway/PP1'));
    expect(operator.called('/api/payment/payment_package_reg_v2')[0]?.body).toMatchObject({
      msisdn: '84912345678',
      package_code: 'D15',
      pay_method: 'VNPTWALLET',
      product_type: 'DATA',
    });
    expect(window.sessionStorage.getItem('packageName')).toBe('D15');
    expect(window.sessionStorage.getItem('packageId')).toBe('1');
  });

  it('PKG-28 a tampered redirect_url (javascript:, another host) is not followed: an error toast, the page stays (issue 23)', async () => {
    for (const redirect of ['javascript:alert(document.domain)', 'https://evil.example/pay']) {
      const operator = fakeOperator({
        ...catalogue(),
        '/api/payment/payment_package_reg_v2': json({
          error_code: '00',
          message: 'OK',
          redirect_url: redirect,
          secure_code: 'signed',
        }),
      });
      renderCatalogue(operator.fetchImpl);
      await userEvent.click(await screen.findByRole('button', { name: 'Đăng ký gói D15' }));
      const dialog = await screen.findByRole('dialog', { name: 'Thanh toán gói cước' });
      await userEvent.click(within(dialog).getByRole('radio', { name: /Ví VNPT Money/ }));
      await userEvent.click(within(dialog).getByRole('checkbox'));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Thanh toán' }));
      await waitFor(() =>
        expect(feedback.toast).toHaveBeenCalledWith(
          'error',
          'Địa chỉ này không an toàn nên chưa được mở. Vui lòng thử lại hoặc liên hệ tổng đài 18001091.',
        ),
      );
      expect(leaveForPayment, redirect).not.toHaveBeenCalled();
      // The choice stays: the payment dialog is still open.
      expect(screen.getByRole('dialog', { name: 'Thanh toán gói cước' })).toBeTruthy();
      cleanup();
      feedback.toast.mockClear();
    }
  });

  it('ERR-22 a payment answer whose secure_code does not verify is refused with an error toast', async () => {
    const operator = fakeOperator({
      ...catalogue(),
      '/api/payment/payment_package_reg_v2': json({
        error_code: '00',
        message: 'OK',
        redirect_url: '/evil',
        secure_code: 'tampered',
      }),
    });
    renderCatalogue(operator.fetchImpl);
    await userEvent.click(await screen.findByRole('button', { name: 'Đăng ký gói D15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thanh toán gói cước' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Ví VNPT Money/ }));
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thanh toán' }));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('error', expect.any(String)));
    expect(leaveForPayment).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('packageName')).toBeNull();
    // Nothing chosen is lost: the dialog is still open on the same choice.
    expect(within(dialog).getByRole('radio', { name: /Ví VNPT Money/ })).toHaveProperty('checked', true);
  });

  it('PKG-12 cancel asks with the package code and the number, then the card offers register again', async () => {
    let active: unknown[] = [d15];
    const operator = fakeOperator({
      ...catalogue(),
      '/api/mobile/mobile_get_service_active_list': () =>
        json({ error_code: '0', message: 'OK', result: active }),
      '/api/mobile/package_cancel': () => {
        active = [];
        return json({ error_code: '0', message: 'Huỷ gói D15 thành công.' });
      },
    });
    renderCatalogue(operator.fetchImpl);
    await userEvent.click(await screen.findByRole('button', { name: 'Huỷ gói D15' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('D15');
    expect(dialog.textContent).toContain('0912 345 678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Huỷ gói' }));
    expect(await screen.findByRole('button', { name: 'Đăng ký gói D15' })).toBeTruthy();
    expect(operator.called('/api/mobile/package_cancel')[0]?.body).toMatchObject({
      msisdn: '84912345678',
      package_code: 'D15',
    });
    expect(feedback.toast).toHaveBeenCalledWith('success', 'Đã huỷ gói D15');
  });

  it.each([
    [
      'network',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Không có kết nối mạng. Vui lòng kiểm tra kết nối và thử lại.',
    ],
    ['http 5xx', () => json({ errorMessage: 'down' }, 503), 'Hệ thống đang bận. Vui lòng thử lại sau.'],
    [
      'malformed JSON',
      () => new Response('<html>', { status: 200 }),
      'Dữ liệu nhận được không hợp lệ. Vui lòng thử lại sau.',
    ],
    [
      'business',
      () => json({ error_code: '5', message: 'Thuê bao không đủ điều kiện đăng ký gói.' }),
      'Thuê bao không đủ điều kiện đăng ký gói.',
    ],
    [
      '401',
      () => json({ error_code: '401', message: 'expired' }),
      'Phiên làm việc đã hết hạn, Vui lòng đăng nhập lại',
    ],
  ] as const)(
    'ERR-01 a %s failure of the register call shows its message in Vietnamese',
    async (_kind, reply, message) => {
      const operator = fakeOperator({ ...catalogue(), '/api/mobile/otp_send': reply });
      renderCatalogue(operator.fetchImpl);
      await userEvent.click(await screen.findByRole('button', { name: 'Đăng ký gói Gọi 1 ngày' }));
      await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('error', message));
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );
});
