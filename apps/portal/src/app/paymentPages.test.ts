import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config/env';
import { paymentsRoutesFor } from '../features/payments/routes';
import { shellRoutesFor } from '../features/shell/routes';

const shortcuts = ['/tinh-nang/nap-tien', '/tinh-nang/mua-ma-the', '/tinh-nang/thanh-toan-dich-vu'];
const pathsOf = (routes: readonly RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe('the payment pages switch (issue 19)', () => {
  it('VITE_PAYMENT_PAGES: the portal’s own pages by default, the external site when asked', () => {
    expect(readConfig({}).paymentPages).toBe('portal');
    expect(readConfig({ VITE_PAYMENT_PAGES: 'external' }).paymentPages).toBe('external');
    expect(readConfig({ VITE_PAYMENT_PAGES: 'anything else' }).paymentPages).toBe('portal');
  });

  it('SHELL-044 ACC-49 exactly one route answers each shortcut path, whichever is chosen', () => {
    const portal = [...pathsOf(paymentsRoutesFor('portal')), ...pathsOf(shellRoutesFor('portal'))];
    const external = [...pathsOf(paymentsRoutesFor('external')), ...pathsOf(shellRoutesFor('external'))];
    for (const path of shortcuts) {
      expect(
        portal.filter((found) => found === path),
        path,
      ).toHaveLength(1);
      expect(
        external.filter((found) => found === path),
        path,
      ).toHaveLength(1);
    }
    expect(pathsOf(paymentsRoutesFor('portal'))).toEqual(expect.arrayContaining(shortcuts));
    expect(pathsOf(shellRoutesFor('external'))).toEqual(expect.arrayContaining(shortcuts));
  });
});
