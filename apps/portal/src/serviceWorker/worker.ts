/**
 * Issue 22: the portal's service worker, built by deploy/serviceWorker.ts into /sw.js with the build's
 * precache list and version. It precaches the shell (see docs/decisions/speed.md), answers navigations
 * network first with the cached shell as the fallback, hashed assets cache first, and leaves /api and
 * /__sandbox to the network. It never calls skipWaiting: a new version takes over on the next visit.
 */
import { answerNavigation } from './navigation';
import { cacheNameOf, handlingOf, isCacheable, SHELL_URL, staleCaches } from './requestPolicy';

/** Written by the build (deploy/serviceWorker.ts): the precached addresses and this build's version. */
declare const __PRECACHE_URLS__: readonly string[];
declare const __PRECACHE_VERSION__: string;

// The worker's own types: the portal's TypeScript setup has the DOM library, not the worker one.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly caches: CacheStorage;
  readonly clients: { claim(): Promise<void> };
  fetch(request: Request): Promise<Response>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const cacheName = cacheNameOf(__PRECACHE_VERSION__);
const precacheUrls = __PRECACHE_URLS__;
const precached = new Set(precacheUrls);

/**
 * A kept answer is found by its address alone: a server's `Vary: Origin` (vite preview's CORS) would
 * otherwise tell a page's request apart from the install's, and every file here is the same for everyone.
 */
const byAddress: CacheQueryOptions = { ignoreVary: true };

async function precache(): Promise<void> {
  const cache = await scope.caches.open(cacheName);
  // The page is revalidated (its headers, the CSP among them, are kept with it); hashed files never change.
  await cache.addAll(
    precacheUrls.map((url) => new Request(url, { cache: url === SHELL_URL ? 'no-cache' : 'default' })),
  );
}

async function activate(): Promise<void> {
  const names = await scope.caches.keys();
  await Promise.all(staleCaches(names, cacheName).map((name) => scope.caches.delete(name)));
  // The first visit is controlled at once, so its later chunks are kept too. An update activates only
  // when no page runs the old version, so this never swaps the code under an open page.
  await scope.clients.claim();
}

async function cachedShell(): Promise<Response | undefined> {
  const cache = await scope.caches.open(cacheName);
  return cache.match(SHELL_URL, byAddress);
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await scope.caches.open(cacheName);
  const cached = await cache.match(request, byAddress);
  if (cached) return cached;
  const response = await scope.fetch(request);
  if (isCacheable(response)) await cache.put(request, response.clone());
  return response;
}

async function networkThenPrecache(request: Request): Promise<Response> {
  try {
    return await scope.fetch(request);
  } catch (error) {
    const cached = await (await scope.caches.open(cacheName)).match(request, byAddress);
    if (cached) return cached;
    throw error;
  }
}

scope.addEventListener('install', (event) => event.waitUntil(precache()));
scope.addEventListener('activate', (event) => event.waitUntil(activate()));
scope.addEventListener('fetch', (event) => {
  const { request } = event;
  switch (handlingOf(request, scope.location.origin, precached)) {
    case 'navigation':
      return event.respondWith(
        answerNavigation({
          network: () => scope.fetch(request),
          cachedShell,
          wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        }),
      );
    case 'immutable':
      return event.respondWith(cacheFirst(request));
    case 'precached':
      return event.respondWith(networkThenPrecache(request));
    case 'network':
      return undefined;
  }
});
