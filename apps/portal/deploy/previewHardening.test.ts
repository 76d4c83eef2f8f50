import type { Connect, PreviewServer } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { isSourceMapRequest, previewWithoutSourceMaps } from './previewHardening';

/** The middleware the plugin adds to a preview server. */
function previewMiddleware(): Connect.NextHandleFunction {
  const use = vi.fn();
  const plugin = previewWithoutSourceMaps();
  const hook = plugin.configurePreviewServer as (server: PreviewServer) => void;
  hook({ middlewares: { use } } as unknown as PreviewServer);
  return use.mock.calls[0]?.[0] as Connect.NextHandleFunction;
}

function answer(url: string) {
  const res = { statusCode: 200, end: vi.fn() };
  const next = vi.fn();
  previewMiddleware()({ url } as Connect.IncomingMessage, res as never, next);
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
