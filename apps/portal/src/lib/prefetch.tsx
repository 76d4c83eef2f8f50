/**
 * Links start what their page needs on intent (hover, focus, touchstart): the lazy chunks of the
 * routes the address matches and those routes' loaders (which fill the query cache), so the page is
 * usually ready when the click lands. One prefetcher per router, given to links through context.
 */
import { createContext, useContext, type ComponentProps } from 'react';
import { Link, matchRoutes, type RouteObject } from 'react-router-dom';
import type { LoaderContext } from './portalContext';

export type Prefetcher = (href: string) => Promise<void>;

/** Calls a route's lazy definition, in either form (one function, or one function per property). */
function loadLazy(lazy: RouteObject['lazy']): Promise<unknown> | undefined {
  if (typeof lazy === 'function') return lazy();
  if (!lazy) return undefined;
  return Promise.all(
    Object.values(lazy).map((load: unknown) => (typeof load === 'function' ? load() : undefined)),
  );
}

/**
 * Calls the lazy definitions of the routes `pathname` matches, each after `nextTask` (issue 22). The router's
 * first navigation calls them all in the task that creates it, and each call asks Vite's preload helper about
 * every chunk the route imports: one long task on a slow phone. Called here first, one a task, they leave the
 * router's own calls little to do. A failure is left to those calls, which show it.
 */
export async function loadLazyRoutesInTurn(
  routes: RouteObject[],
  pathname: string,
  nextTask: () => Promise<void>,
): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const { route } of matches) {
    await nextTask();
    loadLazy(route.lazy)?.catch(() => undefined);
  }
}

export function createPrefetcher(
  routes: RouteObject[],
  getContext: () => LoaderContext,
  origin: string = window.location.origin,
): Prefetcher {
  return async (href) => {
    const url = new URL(href, origin);
    if (url.origin !== origin) return;
    const matches = matchRoutes(routes, url.pathname) ?? [];
    const pattern = matches.map(({ route }) => route.path ?? '').join('/');
    const context = getContext();
    await Promise.allSettled(
      matches.flatMap(({ route, params }) => [
        loadLazy(route.lazy),
        typeof route.loader === 'function'
          ? route.loader({ request: new Request(url), url, pattern, params, context })
          : undefined,
      ]),
    );
  };
}

const PrefetchContext = createContext<Prefetcher | null>(null);
export const PrefetchProvider = PrefetchContext.Provider;

/** The handlers that prefetch `href` when a person shows they may follow it. */
export function usePrefetchOnIntent(href: string) {
  const prefetch = useContext(PrefetchContext);
  const start = () => void prefetch?.(href);
  return { onMouseEnter: start, onFocus: start, onTouchStart: start };
}

/** A router link that prefetches its page on intent. */
export function PrefetchLink({
  to,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...rest
}: ComponentProps<typeof Link>) {
  const intent = usePrefetchOnIntent(typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`);
  return (
    <Link
      to={to}
      {...rest}
      onMouseEnter={(event) => {
        intent.onMouseEnter();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        intent.onFocus();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        intent.onTouchStart();
        onTouchStart?.(event);
      }}
    />
  );
}
