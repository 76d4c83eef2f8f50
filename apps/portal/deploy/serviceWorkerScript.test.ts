import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorker } from './serviceWorker';

/**
 * Issue 22: the built /sw.js itself, run against a fake worker scope (its caches, network and events), so
 * the wiring of worker.ts is checked as shipped; the rules it applies have their own tests in
 * src/serviceWorker.
 */
const origin = 'https://portal.example.vn';
const urls = ['/index.html', '/assets/index-a.js', '/manifest.webmanifest'];
const version = 'v2';

/** The test environment's Request needs an absolute address (a worker resolves against its own). */
class WorkerRequest extends Request {
  /** The HTTP cache mode asked for (the test environment's Request does not keep it). */
  readonly cacheMode: RequestCache;
  constructor(input: string | Request, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, origin) : input, init);
    this.cacheMode = init?.cache ?? 'default';
  }
}

class FakeCache {
  readonly entries = new Map<string, Response>();
  readonly added: { url: string; cache: RequestCache }[] = [];
  constructor(private readonly network: (request: Request) => Promise<Response>) {}
  async addAll(requests: WorkerRequest[]) {
    for (const request of requests) {
      this.added.push({ url: new URL(request.url).pathname, cache: request.cacheMode });
      this.entries.set(request.url, await this.network(request));
    }
  }
  /** Whether each lookup ignored Vary (the files are the same whatever the request's headers). */
  readonly lookupsIgnoringVary: boolean[] = [];
  match(request: Request | string, options?: CacheQueryOptions) {
    this.lookupsIgnoringVary.push(options?.ignoreVary === true);
    const url = new URL(typeof request === 'string' ? request : request.url, origin).href;
    return Promise.resolve(this.entries.get(url)?.clone());
  }
  put(request: Request, response: Response) {
    this.entries.set(request.url, response);
    return Promise.resolve();
  }
}

type Listener = (event: Record<string, unknown>) => void;

function workerWorld(script: string) {
  const listeners = new Map<string, Listener>();
  const fetched: string[] = [];
  const world = {
    online: true,
    claimed: false,
    fetched,
    caches: new Map<string, FakeCache>(),
  };
  const network = (request: Request) => {
    fetched.push(new URL(request.url).pathname);
    return world.online
      ? Promise.resolve(new Response(`network ${new URL(request.url).pathname}`))
      : Promise.reject(new TypeError('Failed to fetch'));
  };
  const scope = {
    location: { origin },
    fetch: network,
    clients: {
      claim: () => {
        world.claimed = true;
        return Promise.resolve();
      },
    },
    caches: {
      open: (name: string) => {
        if (!world.caches.has(name)) world.caches.set(name, new FakeCache(network));
        return Promise.resolve(world.caches.get(name));
      },
      keys: () => Promise.resolve([...world.caches.keys()]),
      delete: (name: string) => Promise.resolve(world.caches.delete(name)),
    },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  runInNewContext(script, { self: scope, Request: WorkerRequest, Response, URL, Set, Promise, setTimeout });

  async function lifecycle(type: 'install' | 'activate') {
    const work: Promise<unknown>[] = [];
    listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => work.push(promise) });
    await Promise.all(work);
  }
  /** The worker's answer to a request, or undefined when it leaves the request to the browser. */
  function request(pathname: string, init: { mode?: RequestMode; method?: string } = {}) {
    let answer: Promise<Response> | undefined;
    const request = { url: `${origin}${pathname}`, method: init.method ?? 'GET', mode: init.mode ?? 'cors' };
    listeners.get('fetch')?.({ request, respondWith: (promise: Promise<Response>) => (answer = promise) });
    return answer;
  }
  return { world, lifecycle, request };
}

let script = '';
beforeAll(async () => {
  script = await buildWorker(path.join(import.meta.dirname, '../src/serviceWorker/worker.ts'), urls, version);
});

describe('the built service worker (issue 22)', () => {
  it('precaches the list on install, revalidating index.html, and claims the pages on activate', async () => {
    const { world, lifecycle } = workerWorld(script);
    world.caches.set('portal-v1', new FakeCache(() => Promise.reject(new Error('unused'))));
    await lifecycle('install');
    expect(world.caches.get('portal-v2')?.added).toEqual([
      { url: '/index.html', cache: 'no-cache' },
      { url: '/assets/index-a.js', cache: 'default' },
      { url: '/manifest.webmanifest', cache: 'default' },
    ]);
    expect(world.claimed).toBe(false);
    await lifecycle('activate');
    expect([...world.caches.keys()]).toEqual(['portal-v2']);
    expect(world.claimed).toBe(true);
  });

  it('answers a navigation from the network online, and with the precached page offline', async () => {
    const { world, lifecycle, request } = workerWorld(script);
    await lifecycle('install');
    expect(await (await request('/dich-vu', { mode: 'navigate' }))?.text()).toBe('network /dich-vu');
    world.online = false;
    expect(await (await request('/dich-vu', { mode: 'navigate' }))?.text()).toBe('network /index.html');
  });

  it('answers hashed assets from the cache, keeping what it fetched', async () => {
    const { world, lifecycle, request } = workerWorld(script);
    await lifecycle('install');
    world.fetched.length = 0;
    expect(await (await request('/assets/index-a.js'))?.text()).toBe('network /assets/index-a.js');
    expect(await (await request('/assets/Roaming-b.js'))?.text()).toBe('network /assets/Roaming-b.js');
    world.online = false;
    expect(await (await request('/assets/Roaming-b.js'))?.text()).toBe('network /assets/Roaming-b.js');
    expect(world.fetched).toEqual(['/assets/Roaming-b.js']);
    expect(world.caches.get('portal-v2')?.lookupsIgnoringVary).not.toContain(false);
  });

  it('leaves /api, /__sandbox and writes to the browser, and keeps none of them', async () => {
    const { world, lifecycle, request } = workerWorld(script);
    await lifecycle('install');
    expect(request('/api/cust_info')).toBeUndefined();
    expect(request('/__sandbox/health')).toBeUndefined();
    expect(request('/__sandbox/inbox', { mode: 'navigate' })).toBeUndefined();
    expect(request('/assets/index-a.js', { method: 'POST' })).toBeUndefined();
    const kept = [...world.caches.values()].flatMap((cache) => [...cache.entries.keys()]);
    expect(kept.filter((url) => /\/(api|__sandbox)\b/.test(url))).toEqual([]);
  });
});
