import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import {
  RouterProvider,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router-dom';
import { once, portalRouterOptions } from '../lib/portalContext';
import { createPrefetcher, loadLazyRoutesInTurn, PrefetchProvider } from '../lib/prefetch';
import { routeDiscovery } from './routeDiscovery';
import { routes } from './routes';

/** The pages the router starts with, and the others as navigations need them. */
const discovery = routeDiscovery(routes);

/** The router and the prefetcher of the page's life, sharing one way to the data layer. */
export interface PortalRouting {
  router: ReturnType<typeof createRouter>;
  prefetch: ReturnType<typeof createPrefetcher>;
}

/**
 * Made once, before the first render (main.tsx), not inside it: starting the router starts the first
 * navigation, and that work is then tasks of its own rather than part of React's first render (issue 22).
 * `createBrowserRouter` would make the router and start it in one task: converting and matching the route
 * table, then the view transitions' `sessionStorage` read, the first navigation and its loaders. Here the
 * same calls (react-router's own `createBrowserRouter`, without hydration data: nothing is server-rendered)
 * run in three tasks, with the data layer made in between, so none is long on a slow phone.
 */
export async function createPortalRouting(i18n: i18n, nextTask: () => Promise<void>): Promise<PortalRouting> {
  // The data layer is its own chunk, fetched with the first route's chunks, and made once.
  const services = once(async () => {
    const { coalesceQueryTimers, createAppServices } = await import('../lib/services');
    coalesceQueryTimers();
    return createAppServices({ storage: window.localStorage, language: () => i18n.language });
  });
  const options = portalRouterOptions(services);
  const history = createBrowserHistory();
  const router = createRouter({
    ...options,
    history,
    routes: discovery.tableFor(history.location.pathname),
    patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
    mapRouteProperties,
    hydrationRouteProperties,
  });
  await nextTask();
  // A failure to load the data layer is the first navigation's to show: its loaders get the same promise.
  await services().catch(() => undefined);
  await nextTask();
  return { router: router.initialize(), prefetch: createPrefetcher(routes, options.getContext) };
}

/** The chunks and texts of the routes the page's address matches, one route a task (lib/prefetch.tsx). */
export const loadFirstRoutes = (pathname: string, nextTask: () => Promise<void>) =>
  loadLazyRoutesInTurn(discovery.tableFor(pathname), pathname, nextTask);

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
