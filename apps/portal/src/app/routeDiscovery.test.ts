import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { addressesToMatch } from '../../test/routeAddresses';
import { routeDiscovery } from './routeDiscovery';
import { routes } from './routes';

/** The path of the deepest route an address matches in a table. */
const deepestPath = (table: RouteObject[], pathname: string) =>
  matchRoutes(table, pathname)?.at(-1)?.route.path;

describe('route discovery: the router starts with the pages of the first word (issue 22)', () => {
  const discovery = routeDiscovery(routes);

  it('SHELL-040 starts with a table that matches every address as the whole table does', () => {
    const addresses = addressesToMatch(routes).map((href) => new URL(href, 'http://x.invalid').pathname);
    expect(addresses.length).toBeGreaterThan(50);
    for (const address of addresses)
      expect(deepestPath(discovery.tableFor(address), address), address).toBe(deepestPath(routes, address));
  });

  it('starts with far fewer routes than the whole table', () => {
    const pages = (table: RouteObject[]) => table[0]?.children?.length ?? 0;
    expect(pages(discovery.tableFor('/'))).toBeLessThan(pages(routes) / 4);
    expect(pages(discovery.tableFor('/dich-vu/goi-cuoc-di-dong'))).toBeLessThan(pages(routes) / 4);
  });

  it('gives the router the pages of another first word when it navigates there, and keeps those it has', async () => {
    const page = (path: string): RouteObject => ({ path, element: path });
    const table: RouteObject[] = [
      {
        path: '/',
        children: [
          { index: true, element: 'home' },
          page('dich-vu'),
          page('dich-vu/:service'),
          // A pathless group of pages, as a feature's routes may be.
          { children: [page('tinh-nang'), page('tinh-nang/tin-tuc')] },
          page('*'),
        ],
      },
    ];
    const { tableFor, patchRoutesOnNavigation } = routeDiscovery(table);
    const router = createMemoryRouter(tableFor('/'), { initialEntries: ['/'], patchRoutesOnNavigation });
    const shown = () => router.state.matches.at(-1)?.route.path ?? 'index';
    expect(shown()).toBe('index');
    await router.navigate('/tinh-nang/tin-tuc');
    expect(shown()).toBe('tinh-nang/tin-tuc');
    await router.navigate('/dich-vu/x1');
    expect(shown()).toBe('dich-vu/:service');
    await router.navigate('/tinh-nang');
    expect(shown()).toBe('tinh-nang');
    await router.navigate('/khong-ton-tai');
    expect(shown()).toBe('*');
    // Each page was given once: four pages and the not-found page under the shell, none twice.
    const given = router.routes[0]?.children ?? [];
    expect(given.map((route) => route.path ?? (route.index ? 'index' : 'group'))).toEqual([
      'index',
      '*',
      'group',
      'dich-vu',
      'dich-vu/:service',
    ]);
    router.dispose();
  });
});
