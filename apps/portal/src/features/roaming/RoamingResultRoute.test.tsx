import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/router';
import { storeTransactionResult } from './storage';

function renderAt(path: string) {
  return renderRoutes(path).router;
}

const base = {
  transactionId: 'RM20250101000001',
  message: 'Giao dịch thất bại do hết hạn.',
  createDate: '2025-01-01T03:00:00Z',
  serviceName: 'Gói R7',
  phoneNumber: '8491xxxx678',
  paymentTransId: 'P9',
};

describe('roaming result page', { timeout: 15_000 }, () => {
  beforeEach(() => window.sessionStorage.clear());

  it('ROAM-120 shows the success view from the stored result', async () => {
    storeTransactionResult(window.sessionStorage, { ...base, status: 2 });
    renderAt('/thanhtoan/roaming/success?token=tok');
    expect(
      await screen.findByRole('heading', { name: 'Thanh toán thành công' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('RM20250101000001')).toBeTruthy();
    expect(screen.getByText('Gói R7')).toBeTruthy();
  });

  it('ROAM-121 shows the failure message and a link to choose another package', async () => {
    storeTransactionResult(window.sessionStorage, { ...base, status: -1 });
    renderAt('/thanhtoan/roaming/fail?token=tok');
    expect(
      await screen.findByRole('heading', { name: 'Thanh toán không thành công' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText(base.message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chọn gói cước khác' }).getAttribute('href')).toBe(
      '/thanhtoan/roaming?token=tok',
    );
  });

  it('ROAM-122 shows the processing view for any other status', async () => {
    storeTransactionResult(window.sessionStorage, { ...base, status: 0 });
    renderAt('/thanhtoan/roaming/processing?token=tok');
    expect(
      await screen.findByRole('heading', { name: 'Giao dịch đang được xử lý' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('ROAM-119 replaces the location with the roaming page when nothing is stored', async () => {
    const router = renderAt('/thanhtoan/roaming/success?token=tok');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/thanhtoan/roaming');
    expect(router.state.location.search).toBe('?token=tok');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
