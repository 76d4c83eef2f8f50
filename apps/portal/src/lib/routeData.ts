/**
 * Route loaders that fill the query cache with what a page's first screen reads, while React Router
 * fetches the page's lazy chunk: no chunk → render → fetch waterfall. The page reads the same factory
 * with useQuery, so it renders from the cache. A failed read does not fail the navigation: the page
 * shows its own failure and retry, as it would have without the loader. Offline, TanStack Query pauses
 * the reads until the connection is back, so the loader stops waiting as soon as the browser is offline:
 * the shell renders with its offline banner and the page with its loading state (issue 23, R1).
 */
import type { Queries } from '@selfcare/api-client/query';
import { onlineManager, type QueryFunctionContext } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';
import { subscriberOf } from './subscriber';
import { servicesOf } from './portalContext';

/** A read's option object, as the factories make it. */
export interface ReadOptions {
  readonly queryKey: readonly unknown[];
  readonly queryFn: (context: Pick<QueryFunctionContext, 'signal'>) => Promise<unknown>;
}

/** What a page prefetches: the option objects of its first screen's reads (falsy entries are skipped). */
export type Prefetch = (
  portal: { queries: Queries; subscriber: string | null },
  args: LoaderFunctionArgs,
) => Wanted | Promise<Wanted>;

type Wanted = ReadonlyArray<ReadOptions | false | null | undefined>;

export function prefetches(prefetch: Prefetch): LoaderFunction {
  return async (args) => {
    const { api, session, queryClient } = await servicesOf(args.context);
    const wanted = await prefetch({ queries: api.queries, subscriber: subscriberOf(session) }, args);
    const reads = Promise.allSettled(
      wanted.flatMap((options) => (options ? [queryClient.ensureQueryData(options)] : [])),
    );
    const offline = untilOffline();
    await Promise.race([reads, offline.settled]);
    offline.cancel();
    return null;
  };
}

/** `settled` resolves at once when offline, else when the browser goes offline; `cancel` stops listening. */
export function untilOffline(): { settled: Promise<void>; cancel: () => void } {
  let cancel = () => {};
  const settled = new Promise<void>((resolve) => {
    if (!onlineManager.isOnline()) return resolve();
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online) return;
      unsubscribe();
      resolve();
    });
    cancel = unsubscribe;
  });
  return { settled, cancel };
}
