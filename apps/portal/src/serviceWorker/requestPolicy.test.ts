import { describe, expect, it } from 'vitest';
import {
  cacheNameOf,
  handlingOf,
  isCacheable,
  isNeverCached,
  staleCaches,
  type RequestFacts,
} from './requestPolicy';

const origin = 'https://portal.example.vn';
const precached = new Set(['/index.html', '/manifest.webmanifest', '/icons/icon-192.png']);
const get = (path: string, mode = 'cors'): RequestFacts => ({ method: 'GET', url: `${origin}${path}`, mode });

describe('service worker: what it answers (issue 22)', () => {
  it('never answers or caches subscriber data and the sandbox tools, whatever the request', () => {
    for (const path of ['/api', '/api/cust_info', '/api/signer/sign?x=1', '/__sandbox', '/__sandbox/inbox']) {
      expect(isNeverCached(new URL(path, origin).pathname), path).toBe(true);
      expect(handlingOf(get(path), origin, precached), path).toBe('network');
      expect(handlingOf(get(path, 'navigate'), origin, precached), `${path} navigated`).toBe('network');
    }
    // A page whose path merely starts with the same letters is a page.
    expect(isNeverCached('/apis')).toBe(false);
    expect(handlingOf(get('/api-docs', 'navigate'), origin, precached)).toBe('navigation');
  });

  it('answers the portal pages as navigations, but not files opened in the tab', () => {
    for (const path of ['/', '/dich-vu', '/tim-kiem/goi%20data', '/vinaphone-plus/offer?tabIndex=1'])
      expect(handlingOf(get(path, 'navigate'), origin, precached), path).toBe('navigation');
    for (const path of ['/robots.txt', '/landing/app.svg', '/sw.js'])
      expect(handlingOf(get(path, 'navigate'), origin, precached), path).toBe('network');
  });

  it('answers hashed assets from the cache first, other precached files network first', () => {
    expect(handlingOf(get('/assets/index-CH3kOQt7.js'), origin, precached)).toBe('immutable');
    expect(handlingOf(get('/manifest.webmanifest'), origin, precached)).toBe('precached');
    expect(handlingOf(get('/favicon.ico'), origin, precached)).toBe('network');
  });

  it('leaves writes and other origins to the network', () => {
    expect(handlingOf({ ...get('/assets/a.js'), method: 'POST' }, origin, precached)).toBe('network');
    expect(handlingOf({ ...get('/', 'navigate'), method: 'POST' }, origin, precached)).toBe('network');
    expect(handlingOf(get('/assets/a.js'), 'https://other.example.vn', precached)).toBe('network');
  });

  it('keeps only whole successful same-origin answers', () => {
    expect(isCacheable({ status: 200, type: 'basic' })).toBe(true);
    expect(isCacheable({ status: 206, type: 'basic' })).toBe(false);
    expect(isCacheable({ status: 404, type: 'basic' })).toBe(false);
    expect(isCacheable({ status: 0, type: 'opaque' })).toBe(false);
  });

  it('deletes the caches of older versions only', () => {
    const current = cacheNameOf('b2');
    expect(staleCaches(['portal-a1', current, 'someone-else', 'portal-c3'], current)).toEqual([
      'portal-a1',
      'portal-c3',
    ]);
  });
});
