import { describe, expect, it } from 'vitest';
import { answerNavigation, type NavigationSources } from './navigation';
import { NAVIGATION_TIMEOUT_MS } from './requestPolicy';

/** A promise settled by the test: no real clock, no real network. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function sources({ withShell = true } = {}) {
  const network = deferred<Response>();
  const timer = deferred<void>();
  const waited: number[] = [];
  const given: NavigationSources = {
    network: () => network.promise,
    cachedShell: () => Promise.resolve(withShell ? new Response('shell') : undefined),
    wait: (ms) => {
      waited.push(ms);
      return timer.promise;
    },
  };
  return { given, network, timer, waited };
}

const body = (response: Response) => response.text();

describe('service worker: a navigation is answered network first, the cached shell as its fallback (issue 22)', () => {
  it('answers with the network when it comes in time', async () => {
    const { given, network, waited } = sources();
    const answer = answerNavigation(given);
    network.resolve(new Response('fresh'));
    expect(await body(await answer)).toBe('fresh');
    expect(waited).toEqual([NAVIGATION_TIMEOUT_MS]);
  });

  it('answers with the cached shell when offline', async () => {
    const { given, network } = sources();
    const answer = answerNavigation(given);
    network.reject(new TypeError('Failed to fetch'));
    expect(await body(await answer)).toBe('shell');
  });

  it('answers with the cached shell when the network is slower than the timeout', async () => {
    const { given, timer } = sources();
    const answer = answerNavigation(given);
    timer.resolve();
    expect(await body(await answer)).toBe('shell');
  });

  it('answers with the cached shell when the server fails, but keeps a page the server refused', async () => {
    const failing = sources();
    const answer = answerNavigation(failing.given);
    failing.network.resolve(new Response('bad gateway', { status: 502 }));
    expect(await body(await answer)).toBe('shell');

    const missing = sources();
    const notFound = answerNavigation(missing.given);
    missing.network.resolve(new Response('not here', { status: 404 }));
    expect((await notFound).status).toBe(404);
  });

  it("without a cached shell, waits for the network's own answer or failure", async () => {
    const slow = sources({ withShell: false });
    const answer = answerNavigation(slow.given);
    slow.timer.resolve();
    slow.network.resolve(new Response('late'));
    expect(await body(await answer)).toBe('late');

    const offline = sources({ withShell: false });
    const failed = answerNavigation(offline.given);
    const error = new TypeError('Failed to fetch');
    offline.network.reject(error);
    await expect(failed).rejects.toBe(error);
  });
});
