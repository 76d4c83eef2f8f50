import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18nTesting';
import { Component as ExternalPaymentRoute } from './ExternalPaymentRoute';

afterEach(() => vi.restoreAllMocks());

/** The routes a deployment with VITE_PAYMENT_PAGES=external has (shellRoutesFor('external')). */
function openDirectly(path: string) {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const router = createMemoryRouter([{ path, Component: ExternalPaymentRoute }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={createI18n('vi')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return open;
}

describe('the external payment site (VITE_PAYMENT_PAGES=external, issue 19)', () => {
  it('SHELL-044 SHELL-045 SHELL-046 ACC-49 each shortcut opens its page of the external site in a new tab', async () => {
    for (const [path, target] of [
      ['/tinh-nang/thanh-toan-dich-vu', '/__sandbox/payment-site?page=bill'],
      ['/tinh-nang/nap-tien', '/__sandbox/payment-site?page=topup'],
      ['/tinh-nang/mua-ma-the', '/__sandbox/payment-site'],
    ] as const) {
      const open = openDirectly(path);
      expect(open).toHaveBeenCalledWith(target, '_blank', 'noopener');
      // Opened directly (no history), the page stays and offers the link in case the tab was blocked.
      expect((await screen.findAllByRole('link')).at(-1)?.getAttribute('href')).toBe(target);
      document.body.innerHTML = '';
      vi.restoreAllMocks();
    }
  });
});
