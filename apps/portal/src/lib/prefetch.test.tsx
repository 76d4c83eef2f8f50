import { fireEvent, render, screen } from '@testing-library/react';
import {
  createMemoryRouter,
  RouterProvider,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createPrefetcher, loadLazyRoutesInTurn, PrefetchLink, PrefetchProvider } from './prefetch';

const origin = 'http://portal.test';

/** A fake route table: a layout with two pages, each with its chunk and its loader recorded. */
function fakeRoutes() {
  const chunk = (name: string) => vi.fn(async () => ({ Component: () => name }));
  const loader = () => vi.fn((_args: LoaderFunctionArgs) => null);
  const shell = { lazy: chunk('shell') };
  const list = { path: '/dich-vu/:service', lazy: chunk('list'), loader: loader() };
  const news = { path: '/tin-tuc', lazy: chunk('news'), loader: loader() };
  const routes: RouteObject[] = [{ ...shell, children: [list, news] }];
  return { routes, shell, list, news };
}

describe('loadLazyRoutesInTurn (issue 22)', () => {
  it('calls the lazy definition of each route the address matches, each after a yield, and no loader', async () => {
    const { routes, shell, list, news } = fakeRoutes();
    const calls: string[] = [];
    shell.lazy.mockImplementation(async () => {
      calls.push('shell');
      return { Component: () => 'shell' };
    });
    list.lazy.mockImplementation(async () => {
      calls.push('list');
      return { Component: () => 'list' };
    });
    const nextTask = vi.fn(async () => {
      calls.push('yield');
    });
    await loadLazyRoutesInTurn(routes, '/dich-vu/home-tv', nextTask);
    expect(calls).toEqual(['yield', 'shell', 'yield', 'list']);
    expect(news.lazy).not.toHaveBeenCalled();
    expect(list.loader).not.toHaveBeenCalled();
  });

  it('leaves a chunk that fails to load to the router, which shows it', async () => {
    const { routes, shell } = fakeRoutes();
    shell.lazy.mockImplementation(() => Promise.reject(new Error('offline')));
    await expect(loadLazyRoutesInTurn(routes, '/tin-tuc', async () => undefined)).resolves.toBeUndefined();
  });
});

describe('createPrefetcher', () => {
  it('loads the chunks of every route the address matches and runs their loaders', async () => {
    const { routes, shell, list, news } = fakeRoutes();
    const context = { marker: 'context' };
    await createPrefetcher(routes, () => context, origin)('/dich-vu/home-tv?x=1');
    expect(shell.lazy).toHaveBeenCalledTimes(1);
    expect(list.lazy).toHaveBeenCalledTimes(1);
    expect(news.lazy).not.toHaveBeenCalled();
    expect(list.loader).toHaveBeenCalledTimes(1);
    const args = list.loader.mock.calls[0]?.[0];
    expect(args?.params).toEqual({ service: 'home-tv' });
    expect(args?.request.url).toBe(`${origin}/dich-vu/home-tv?x=1`);
    expect(args?.context).toBe(context);
  });

  it('does nothing for an address no route matches, or another site', async () => {
    const { routes, list, news } = fakeRoutes();
    const prefetch = createPrefetcher(routes, () => ({}), origin);
    await prefetch('/khong-co');
    await prefetch('https://elsewhere.test/dich-vu/home-tv');
    expect(list.lazy).not.toHaveBeenCalled();
    expect(news.loader).not.toHaveBeenCalled();
  });

  it('still runs the loaders when a chunk fails to load', async () => {
    const { routes, list } = fakeRoutes();
    list.lazy.mockRejectedValueOnce(new Error('offline'));
    await createPrefetcher(routes, () => ({}), origin)('/dich-vu/home-tv');
    expect(list.loader).toHaveBeenCalledTimes(1);
  });
});

describe('PrefetchLink', () => {
  it.each(['mouseEnter', 'focus', 'touchStart'] as const)('prefetches its address on %s', (intent) => {
    const prefetch = vi.fn(async () => undefined);
    const router = createMemoryRouter([
      { path: '/', element: <PrefetchLink to="/dich-vu/home-tv">home-tv</PrefetchLink> },
    ]);
    render(
      <PrefetchProvider value={prefetch}>
        <RouterProvider router={router} />
      </PrefetchProvider>,
    );
    fireEvent[intent](screen.getByRole('link'));
    expect(prefetch).toHaveBeenCalledWith('/dich-vu/home-tv');
  });
});
