import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createPortalI18n, type Language } from './i18n';
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
