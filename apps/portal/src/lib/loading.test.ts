import { describe, expect, it } from 'vitest';
import { createLoadingStore } from './loading';

describe('loading store', () => {
  it('DOM-21 shows while any tracked call runs and hides when all end', async () => {
    let clock = 0;
    const store = createLoadingStore(() => clock);
    const pending: Array<() => void> = [];
    const slowFetch: typeof fetch = () =>
      new Promise((resolve) => pending.push(() => resolve(new Response('{}'))));
    const tracked = store.track(slowFetch);
    const first = tracked('/a');
    const second = tracked('/b');
    expect(store.isVisible()).toBe(true);
    pending.shift()?.();
    await first;
    expect(store.isVisible()).toBe(true);
    pending.shift()?.();
    await second;
    expect(store.isVisible()).toBe(false);
    clock += 1;
  });

  it('DOM-23 is forced back to hidden 30 s after the latest start', () => {
    const store = createLoadingStore(() => 0);
    void store.track(() => new Promise<Response>(() => undefined))('/never');
    store.dispatch({ type: 'tick', now: 29_999 });
    expect(store.isVisible()).toBe(true);
    store.dispatch({ type: 'tick', now: 30_000 });
    expect(store.isVisible()).toBe(false);
  });

  it('counts a failed call as ended', async () => {
    const store = createLoadingStore(() => 0);
    await expect(store.track(() => Promise.reject(new TypeError('offline')))('/x')).rejects.toThrow(
      'offline',
    );
    expect(store.isVisible()).toBe(false);
  });
});
