import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Connect, PreviewServer } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import {
  IMMUTABLE_ASSET,
  isHiddenPathRequest,
  isSourceMapRequest,
  previewImmutableAssets,
  previewPrerenderedHome,
  previewWithoutHiddenFiles,
  previewWithoutSourceMaps,
} from './previewHardening';

/** The middleware the plugin adds to a preview server. */
function previewMiddleware(plugin = previewWithoutSourceMaps()): Connect.NextHandleFunction {
  const use = vi.fn();
  const hook = plugin.configurePreviewServer as (server: PreviewServer) => void;
  hook({ middlewares: { use } } as unknown as PreviewServer);
  return use.mock.calls[0]?.[0] as Connect.NextHandleFunction;
}

function answer(url: string, plugin = previewWithoutSourceMaps()) {
  const res = { statusCode: 200, end: vi.fn() };
  const next = vi.fn();
  previewMiddleware(plugin)({ url } as Connect.IncomingMessage, res as never, next);
  return { status: next.mock.calls.length > 0 ? 'passed on' : res.statusCode };
}

describe('vite preview serves no source map (issue 23)', () => {
  it('answers 404 for a map, however its path is written', () => {
    for (const url of [
      '/assets/index-abc.js.map',
      '/assets/index-abc.css.map?v=1',
      '/assets/index-abc.js%2Emap',
      '/assets/INDEX.JS.MAP',
      '/assets/index-abc.js.map/',
    ])
      expect(answer(url), url).toEqual({ status: 404 });
  });

  it('passes every other request on', () => {
    for (const url of ['/', '/assets/index-abc.js', '/goi-cuoc?x=a.map', '/api/mobile/x', '/sitemap'])
      expect(answer(url), url).toEqual({ status: 'passed on' });
    expect(isSourceMapRequest(undefined)).toBe(false);
    expect(isSourceMapRequest('/bad%E0%A4%A.map')).toBe(true);
  });
});

describe('vite preview serves nothing of the build’s own folder (issue 47 item 8)', () => {
  it('issue 47 item 8: answers 404 for /.vite/manifest.json and any dot path, however written', () => {
    for (const url of [
      '/.vite/manifest.json',
      '/.vite/security-headers.nginx.conf',
      '/.vite/',
      '/%2Evite/manifest.json',
      '/%2evite%2Fmanifest.json',
      '/assets/../.vite/manifest.json',
      '//.vite/manifest.json',
      '/\\.vite/manifest.json',
      '/.env',
      '/.git/config',
    ])
      expect(answer(url, previewWithoutHiddenFiles()), url).toEqual({ status: 404 });
  });

  it('issue 47 item 8: passes the portal’s own paths on, /.well-known/ included', () => {
    for (const url of [
      '/',
      '/assets/index-abc.js',
      '/manifest.webmanifest',
      '/goi-cuoc?next=/.vite/x',
      '/.well-known/security.txt',
      '/api/mobile/x',
    ])
      expect(answer(url, previewWithoutHiddenFiles()), url).toEqual({ status: 'passed on' });
    expect(isHiddenPathRequest(undefined)).toBe(false);
    expect(isHiddenPathRequest('/bad%E0%A4%A/.vite')).toBe(true);
  });
});

describe('vite preview caches hashed assets for a year (issue 22)', () => {
  function cacheControl(url: string) {
    const use = vi.fn();
    const hook = previewImmutableAssets().configurePreviewServer as (server: PreviewServer) => void;
    hook({ middlewares: { use } } as unknown as PreviewServer);
    const headers = new Map<string, string>();
    const res = { setHeader: (name: string, value: string) => headers.set(name, value) };
    const next = vi.fn();
    (use.mock.calls[0]?.[0] as Connect.NextHandleFunction)(
      { url } as Connect.IncomingMessage,
      res as never,
      next,
    );
    expect(next).toHaveBeenCalledOnce();
    return headers.get('Cache-Control');
  }

  it('marks /assets/ immutable and leaves the HTML and the API to revalidate', () => {
    expect(cacheControl('/assets/index-abc.js')).toBe(IMMUTABLE_ASSET);
    expect(cacheControl('/assets/be-vietnam-pro-latin-400-normal-x.woff2')).toBe(IMMUTABLE_ASSET);
    for (const url of ['/', '/index.html', '/dich-vu', '/api/mobile/x', '/sw.js', '/manifest.webmanifest'])
      expect(cacheControl(url), url).toBeUndefined();
  });
});

describe('vite preview answers / with the prerendered home (issue 22)', () => {
  function urlServed(url: string, outDir: string) {
    const use = vi.fn();
    const hook = previewPrerenderedHome('home.html').configurePreviewServer as (
      server: PreviewServer,
    ) => void;
    hook({ middlewares: { use }, config: { root: '/', build: { outDir } } } as unknown as PreviewServer);
    const req = { url } as Connect.IncomingMessage;
    const next = vi.fn();
    (use.mock.calls[0]?.[0] as Connect.NextHandleFunction)(req, {} as never, next);
    expect(next).toHaveBeenCalledOnce();
    return req.url;
  }

  it('rewrites / (with its query) to the home file when the build has one, and nothing else', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    try {
      expect(urlServed('/', dist)).toBe('/');
      writeFileSync(path.join(dist, 'home.html'), '<!doctype html>');
      expect(urlServed('/', dist)).toBe('/home.html');
      expect(urlServed('/?utm_source=sms', dist)).toBe('/home.html?utm_source=sms');
      for (const url of ['/dich-vu', '/index.html', '/assets/x.js'])
        expect(urlServed(url, dist), url).toBe(url);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
