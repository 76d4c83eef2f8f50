import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { once, portalRouterOptions } from '../lib/portalContext';
import { createPrefetcher, loadLazyRoutesInTurn, PrefetchProvider } from '../lib/prefetch';
import { routes } from './routes';

/** The router and the prefetcher of the page's life, sharing one way to the data layer. */
export interface PortalRouting {
  router: ReturnType<typeof createBrowserRouter>;
  prefetch: ReturnType<typeof createPrefetcher>;
}

/**
 * Made once, before the first render (main.tsx), not inside it: creating the router starts the first
 * navigation, and that work is then a task of its own rather than part of React's first render (issue 22).
 */
export function createPortalRouting(i18n: i18n): PortalRouting {
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
}

/** The chunks and texts of the routes the page's address matches, one route a task (lib/prefetch.tsx). */
export const loadFirstRoutes = (pathname: string, nextTask: () => Promise<void>) =>
  loadLazyRoutesInTurn(routes, pathname, nextTask);

/** The i18n instance comes first (main.tsx): the router's first navigation fetches the page's texts into it. */
export function App({ i18n, routing }: { i18n: i18n; routing: PortalRouting }) {
  return (
    <I18nextProvider i18n={i18n}>
      <PrefetchProvider value={routing.prefetch}>
        <RouterProvider router={routing.router} />
      </PrefetchProvider>
    </I18nextProvider>
  );
}
