import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { UiTextLoaders } from '@selfcare/ui/i18n/textLoaders';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createPortalI18n, loadNamespaces, type Language } from './i18n';
import type { Catalogue, NamespaceLoaders } from './i18nNamespaces';
import { withNamespaces } from './withNamespaces';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A namespace `packages` whose file, per language, arrives when the test says so. */
function packagesTexts() {
  const files = { vi: deferred<Catalogue>(), 'en-US': deferred<Catalogue>() };
  const reads = { vi: vi.fn(() => files.vi.promise), 'en-US': vi.fn(() => files['en-US'].promise) };
  const loaders: NamespaceLoaders = { packages: reads };
  const arrive = (language: Language) =>
    act(async () => {
      files[language].resolve({ catalogue: { allPeriods: language === 'vi' ? 'Tất cả' : 'All' } });
      await files[language].promise;
    });
  return { loaders, reads, files, arrive };
}

/** The page records, on its first render, whether its texts were there. */
const firstRenders: boolean[] = [];
function Page() {
  const { t, i18n } = useTranslation('packages');
  firstRenders.push(i18n.hasResourceBundle(i18n.language, 'packages'));
  return <h1>{t('catalogue.allPeriods')}</h1>;
}

function renderRoute(loaders: NamespaceLoaders, chunk: Promise<{ Component: typeof Page }>) {
  const i18n = createPortalI18n('vi', loaders);
  const routes: RouteObject[] = [
    {
      path: '/',
      lazy: withNamespaces(['packages'], () => chunk),
      hydrateFallbackElement: <p>loading</p>,
      errorElement: <p>route failed</p>,
    },
  ];
  const router = createMemoryRouter(routes);
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return i18n;
}

describe('route texts', () => {
  it('fetches the route’s namespace with its chunk, in the active language only, before the page renders', async () => {
    firstRenders.length = 0;
    const texts = packagesTexts();
    const chunk = deferred<{ Component: typeof Page }>();
    renderRoute(texts.loaders, chunk.promise);
    // Both requests are under way before either arrives: no chunk → render → texts waterfall.
    expect(texts.reads.vi).toHaveBeenCalledTimes(1);
    await act(async () => {
      chunk.resolve({ Component: Page });
      await chunk.promise;
    });
    expect(screen.getByText('loading')).toBeTruthy();
    await texts.arrive('vi');
    expect(await screen.findByRole('heading', { name: 'Tất cả' })).toBeTruthy();
    expect(firstRenders[0]).toBe(true);
    expect(texts.reads['en-US']).not.toHaveBeenCalled();
  });

  it('switching language fetches the namespaces in use first, then switches (no keys on screen)', async () => {
    const texts = packagesTexts();
    const i18n = renderRoute(texts.loaders, Promise.resolve({ Component: Page }));
    await texts.arrive('vi');
    await screen.findByRole('heading', { name: 'Tất cả' });

    let switched = false;
    const switching = i18n.changeLanguage('en-US').then(() => (switched = true));
    expect(texts.reads['en-US']).toHaveBeenCalledTimes(1);
    // Until the English file is there, the page stays whole in Vietnamese.
    await Promise.resolve();
    expect(switched).toBe(false);
    expect(i18n.language).toBe('vi');
    expect(screen.getByRole('heading').textContent).toBe('Tất cả');
    await texts.arrive('en-US');
    await act(() => switching);
    expect(await screen.findByRole('heading', { name: 'All' })).toBeTruthy();
    expect(i18n.language).toBe('en-US');
  });

  it('a namespace that fails to load shows the route’s error, not bare keys', async () => {
    const texts = packagesTexts();
    renderRoute(texts.loaders, Promise.resolve({ Component: Page }));
    await act(async () => {
      texts.files.vi.reject(new Error('offline'));
      await texts.files.vi.promise.catch(() => undefined);
    });
    expect(await screen.findByText('route failed')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

/** ui texts in pieces (issue 22): a base (the shell's) and two route areas, each read recorded. */
function uiPieces() {
  const texts = {
    vi: { base: { common: { close: 'Đóng' } }, roaming: { title: 'Chuyển vùng' }, sim: { title: 'SIM số' } },
    'en-US': { base: { common: { close: 'Close' } }, roaming: { title: 'Roaming' }, sim: { title: 'SIM' } },
  };
  const reads: string[] = [];
  const uiTexts: UiTextLoaders = {
    base: (language) => {
      reads.push(`base/${language}`);
      return Promise.resolve(texts[language].base);
    },
    area: (area, language) => {
      reads.push(`${area}/${language}`);
      return Promise.resolve(texts[language][area as 'roaming' | 'sim']);
    },
  };
  return { uiTexts, reads };
}

function AreaPage({ area }: { area: string }) {
  const { t } = useTranslation('ui');
  return <h1>{`${t(`${area}.title` as never)} · ${t('common.close' as never)}`}</h1>;
}

function renderAreaRoutes(uiTexts: UiTextLoaders, path = '/roaming') {
  const i18n = createPortalI18n('vi', {}, uiTexts);
  const page = (area: 'roaming' | 'sim') => ({
    path: `/${area}`,
    lazy: withNamespaces([`ui:${area}`], () =>
      Promise.resolve({ Component: () => <AreaPage area={area} /> }),
    ),
  });
  const routes: RouteObject[] = [
    {
      lazy: withNamespaces(['ui'], () => Promise.resolve({ Component: Outlet })),
      hydrateFallbackElement: <p>loading</p>,
      errorElement: <p>route failed</p>,
      children: [page('roaming'), page('sim')],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { i18n, router };
}

describe('ui areas (issue 22)', () => {
  it('a route’s declared area joins the ui namespace in the active language only, with the shell’s base', async () => {
    const { uiTexts, reads } = uiPieces();
    const { i18n } = renderAreaRoutes(uiTexts);
    expect(await screen.findByRole('heading', { name: 'Chuyển vùng · Đóng' })).toBeTruthy();
    expect(reads.sort()).toEqual(['base/vi', 'roaming/vi']);
    // Merged under its key, beside the base: components keep reading `t('roaming.title')`.
    expect(i18n.getResource('vi', 'ui', 'common.close')).toBe('Đóng');
    expect(i18n.hasResourceBundle('en-US', 'ui')).toBe(false);
  });

  it('fetches an area once, another area with its route, and every area in use on a language change', async () => {
    const { uiTexts, reads } = uiPieces();
    const { i18n, router } = renderAreaRoutes(uiTexts);
    await screen.findByRole('heading', { name: 'Chuyển vùng · Đóng' });
    await act(() => router.navigate('/sim'));
    await act(() => router.navigate('/roaming'));
    await act(() => router.navigate('/sim'));
    expect(await screen.findByRole('heading', { name: 'SIM số · Đóng' })).toBeTruthy();
    expect(reads.sort()).toEqual(['base/vi', 'roaming/vi', 'sim/vi']);

    reads.length = 0;
    await act(() => i18n.changeLanguage('en-US'));
    expect(reads.sort()).toEqual(['base/en-US', 'roaming/en-US', 'sim/en-US']);
    expect(await screen.findByRole('heading', { name: 'SIM · Close' })).toBeTruthy();
    await act(() => router.navigate('/roaming'));
    expect(await screen.findByRole('heading', { name: 'Roaming · Close' })).toBeTruthy();
  });

  it('an area opened in one language is there when switching back to another read before it', async () => {
    const { uiTexts, reads } = uiPieces();
    const { i18n, router } = renderAreaRoutes(uiTexts);
    await screen.findByRole('heading', { name: 'Chuyển vùng · Đóng' });
    await act(() => i18n.changeLanguage('en-US'));
    await act(() => router.navigate('/sim'));
    expect(await screen.findByRole('heading', { name: 'SIM · Close' })).toBeTruthy();
    reads.length = 0;
    // The Vietnamese texts were read before SIM was in use: switching back reads them with it.
    await act(() => i18n.changeLanguage('vi'));
    expect(reads).toContain('sim/vi');
    expect(await screen.findByRole('heading', { name: 'SIM số · Đóng' })).toBeTruthy();
  });

  it('says on the console which area a page shows without declaring it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { uiTexts } = uiPieces();
    const i18n = createPortalI18n('vi', {}, uiTexts);
    await loadNamespaces(i18n, ['ui']);
    i18n.t('ui:sim.title' as never);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("declare 'ui:sim'"));
    errors.mockRestore();
  });
});

describe('one call per language (issue 22)', () => {
  it('answers the start’s, the prefetcher’s and the router’s calls with one load, and tries a failed one again', async () => {
    createPortalI18n('vi', packagesTexts().loaders);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('module');
    const lazy = withNamespaces([], load);
    await expect(lazy()).rejects.toThrow('offline');
    const first = lazy();
    expect(lazy()).toBe(first);
    await expect(first).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
