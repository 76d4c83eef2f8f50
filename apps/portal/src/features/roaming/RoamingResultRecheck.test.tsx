import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppServices, ServicesProvider } from '../../lib/services';
import { paths } from '../../config/paths';
import { createI18n } from '../../lib/i18nTesting';
import { createQueryClient } from '../../lib/queryClient';
import { Component as ResultRoute } from './RoamingResultRoute';
import { readTransactionResult, storeTransactionResult } from './storage';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = {
  errorCode: '0',
  message: 'OK',
  token: 'roaming-session',
  result: { msisdn: '84912345678', irCheckActive: 1, listPackage: [] },
};
const statusReply = (transactionStatus: number) =>
  json({
    errorCode: '0',
    message: 'OK',
    result: {
      transactionId: 'RM1',
      transactionStatus,
      message: 'Đã thanh toán',
      createDate: '2025-01-02T03:04:05Z',
      serviceName: 'R7',
      phoneNumber: '091xxxx678',
      paymentTransId: 'P1',
    },
  });

/** A fake roaming service: the token load, then one queued reply per status call. */
function fakeRoaming(statusReplies: (() => Response | Promise<Response>)[]) {
  const statusBodies: Record<string, unknown>[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://portal.test').pathname;
    if (path.endsWith('/loadRoamingInfo')) return json(page);
    if (path.endsWith('/queryTransactionInfo')) {
      statusBodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      const reply = statusReplies.shift();
      if (!reply) throw new Error('no reply queued');
      return reply();
    }
    return json({ errorCode: '0', message: 'OK', result: [] });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, statusBodies };
}

function renderProcessing(fetchImpl: typeof fetch) {
  const services = createAppServices({ storage: window.localStorage, language: () => 'vi', fetchImpl });
  const router = createMemoryRouter([{ path: paths.roamingResult.path, Component: ResultRoute }], {
    initialEntries: ['/thanhtoan/roaming/processing?token=tok'],
  });
  render(
    <I18nextProvider i18n={createI18n('vi')}>
      <ServicesProvider services={services}>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ServicesProvider>
    </I18nextProvider>,
  );
  return router;
}

const pending = {
  transactionId: 'RM1',
  status: 0,
  message: undefined,
  createDate: undefined,
  serviceName: undefined,
  phoneNumber: undefined,
  paymentTransId: undefined,
};

describe('roaming processing page: check again', { timeout: 15_000 }, () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    storeTransactionResult(window.sessionStorage, pending);
  });

  it('ROAM-122 a still pending status keeps the processing page after one status call', async () => {
    const operator = fakeRoaming([() => statusReply(0)]);
    const router = renderProcessing(operator.fetchImpl);
    await userEvent.click(await screen.findByRole('button', { name: 'Tải lại trang' }));
    await waitFor(() => expect(operator.statusBodies).toHaveLength(1));
    expect(operator.statusBodies[0]).toMatchObject({
      session: 'roaming-session',
      msisdn: '84912345678',
      transactionId: 'RM1',
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Tải lại trang' }).getAttribute('aria-disabled')).toBeNull(),
    );
    expect(router.state.location.pathname).toBe('/thanhtoan/roaming/processing');
    expect(screen.getByRole('heading', { name: 'Giao dịch đang được xử lý' })).toBeTruthy();
  });

  it('ROAM-108 ROAM-122 a settled status is stored and leads to its result page', async () => {
    const operator = fakeRoaming([() => statusReply(2)]);
    const router = renderProcessing(operator.fetchImpl);
    await userEvent.click(await screen.findByRole('button', { name: 'Tải lại trang' }));
    expect(await screen.findByRole('heading', { name: 'Thanh toán thành công' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/thanhtoan/roaming/success');
    expect(router.state.location.search).toBe('?token=tok');
    expect(readTransactionResult(window.sessionStorage)?.status).toBe(2);
  });

  it('ROAM-109 a failed transfer leads to the failure page', async () => {
    const operator = fakeRoaming([() => statusReply(-1)]);
    const router = renderProcessing(operator.fetchImpl);
    await userEvent.click(await screen.findByRole('button', { name: 'Tải lại trang' }));
    expect(await screen.findByRole('heading', { name: 'Thanh toán không thành công' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/thanhtoan/roaming/fail');
  });

  it('ROAM-007 a failing check (network, 5xx, malformed answer) shows a message and stays', async () => {
    const failures: (() => Response | Promise<Response>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json({ error: 'boom' }, 503),
      () =>
        new Response('<html>not json</html>', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ];
    const operator = fakeRoaming(failures);
    const router = renderProcessing(operator.fetchImpl);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await userEvent.click(await screen.findByRole('button', { name: 'Tải lại trang' }));
      const notice = await screen.findByRole('alertdialog');
      expect(notice.textContent ?? '').not.toBe('');
      await userEvent.click(screen.getByRole('button', { name: 'Đóng' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    }
    expect(operator.statusBodies).toHaveLength(3);
    expect(router.state.location.pathname).toBe('/thanhtoan/roaming/processing');
    expect(readTransactionResult(window.sessionStorage)?.status).toBe(0);
  });
});
