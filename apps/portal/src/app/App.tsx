import type { i18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { once, portalRouterOptions } from '../lib/portalContext';
import { createPrefetcher, PrefetchProvider } from '../lib/prefetch';
import { routes } from './routes';

/** The i18n instance comes first (main.tsx): the router's first navigation fetches the page's texts into it. */
export function App({ i18n }: { i18n: i18n }) {
  const [{ router, prefetch }] = useState(() => {
    // The data layer is its own chunk, fetched with the first route's chunks, and made once.
    const options = portalRouterOptions(
      once(async () => {
        const { createAppServices } = await import('../lib/services');
        return createAppServices({ storage: window.localStorage, language: () => i18n.language });
      }),
    );
    return {
      router: createBrowserRouter(routes, options),
      prefetch: createPrefetcher(routes, options.getContext),
    };
  });
  return (
    <I18nextProvider i18n={i18n}>
      <PrefetchProvider value={prefetch}>
        <RouterProvider router={router} />
      </PrefetchProvider>
    </I18nextProvider>
  );
}
