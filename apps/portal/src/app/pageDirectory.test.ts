import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { pageExistsIn } from './pageDirectory';
import { routes } from './routes';
import { footerLinks, headerNavigation } from '../features/shell/navigation';
import { addressesToMatch } from '../../test/routeAddresses';

describe('which addresses have a page', () => {
  const pageExists = pageExistsIn(routes);

  it('SHELL-006 SHELL-009 knows the portal pages, with or without a query', () => {
    expect(pageExists('/')).toBe(true);
    expect(pageExists('/tinh-nang')).toBe(true);
    expect(pageExists('/app')).toBe(true);
    expect(pageExists('/tinh-nang/tin-tuc?tab=all')).toBe(true);
    expect(pageExists('/tinh-nang/thanh-toan-dich-vu')).toBe(true);
    expect(pageExists('/dich-vu/goi-cuoc-di-dong')).toBe(true);
  });

  it('SHELL-040 an address only the not-found page answers has no page', () => {
    expect(pageExists('/khong-ton-tai')).toBe(false);
    expect(pageExists('/tinh-nang/khong-ton-tai')).toBe(false);
  });
});

describe('the customer support entries (issue 20)', () => {
  const pageExists = pageExistsIn(routes);

  it('SHELL-061 … SHELL-073 SHELL-092 … SHELL-099 every support entry of the header and the footer has a page', () => {
    const context = {
      signedIn: true,
      member: true,
      promotionCategories: [],
      language: 'vi',
      onSignInFirst: () => undefined,
      onNotMember: () => undefined,
    };
    const support = headerNavigation(context).find((group) => group.key === 'nav.support');
    const entries = [...(support?.items ?? []), ...footerLinks(true, () => undefined).supportLinks];
    expect(support?.items).toHaveLength(13);
    expect(entries.filter((entry) => !pageExists(entry.href)).map((entry) => entry.href)).toEqual([]);
  });
});

describe('the flattened route table answers as the router does', () => {
  const pageExists = pageExistsIn(routes);

  it('SHELL-006 SHELL-040 agrees with matchRoutes on the whole table, for every kind of address', () => {
    const hrefs = addressesToMatch(routes);
    expect(hrefs.length).toBeGreaterThan(50);
    for (const href of hrefs) {
      const pathname = new URL(href, 'http://x.invalid').pathname;
      const deepest = matchRoutes(routes, pathname)?.at(-1)?.route;
      expect(pageExists(href), href).toBe(deepest !== undefined && deepest.path !== '*');
    }
  });
});
