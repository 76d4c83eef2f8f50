/**
 * Issue 22: which requests the service worker answers, and how. Pure, so the rules are tested without a
 * worker (requestPolicy.test.ts); worker.ts only wires them to the events.
 */

/** Subscriber data and the sandbox's tools: never cached, never answered by the worker. */
const neverCachedRoots = ['/api', '/__sandbox'] as const;

/** Hashed build output: a given address never changes (issue 22: immutable for a year). */
const immutableRoot = '/assets/';

/** The portal's page, the fallback of every navigation. */
export const SHELL_URL = '/index.html';

/** How long a navigation waits for the network before the cached shell answers (a flaky connection). */
export const NAVIGATION_TIMEOUT_MS = 3_000;

/**
 * - `navigation`: a page of the portal; network first, the cached shell when offline, slow or failing.
 * - `immutable`: a hashed asset; the cache first, the network once.
 * - `precached`: another file of the precache (the web app manifest, its icons); the network first, the
 *   precached copy when the network fails.
 * - `network`: not the worker's business; the browser fetches it as if there were no worker.
 */
export type RequestHandling = 'navigation' | 'immutable' | 'precached' | 'network';

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
}

export function isNeverCached(pathname: string): boolean {
  return neverCachedRoots.some((root) => pathname === root || pathname.startsWith(`${root}/`));
}

/** A file's address (`/robots.txt`, `/landing/app.svg`) rather than a page of the router. */
function isFilePath(pathname: string): boolean {
  return /\.[a-z0-9]{1,8}$/i.test(pathname);
}

export function handlingOf(
  request: RequestFacts,
  origin: string,
  precached: ReadonlySet<string>,
): RequestHandling {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || isNeverCached(url.pathname)) return 'network';
  if (request.mode === 'navigate') return isFilePath(url.pathname) ? 'network' : 'navigation';
  if (url.pathname.startsWith(immutableRoot)) return 'immutable';
  return precached.has(url.pathname) ? 'precached' : 'network';
}

/** Only a whole, successful answer from the portal's own origin is kept (no error, no opaque, no 206). */
export function isCacheable(response: Pick<Response, 'status' | 'type'>): boolean {
  return response.status === 200 && response.type === 'basic';
}

/** Every cache of this worker is named with this prefix and its build's version. */
const cachePrefix = 'portal-';

export function cacheNameOf(version: string): string {
  return `${cachePrefix}${version}`;
}

/** The caches an older version left behind: deleted when this one activates. */
export function staleCaches(names: readonly string[], current: string): string[] {
  return names.filter((name) => name.startsWith(cachePrefix) && name !== current);
}
