import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildWorker,
  portalPrecache,
  precacheFiles,
  precacheVersion,
  type Bundle,
  type BundleAsset,
  type BundleChunk,
} from './serviceWorker';

const root = '/repo/apps/portal';

function chunk(
  fileName: string,
  module: string | null,
  imports: string[] = [],
  css: string[] = [],
): BundleChunk {
  return {
    type: 'chunk',
    fileName,
    isEntry: false,
    facadeModuleId: module === null ? null : path.join(root, module),
    moduleIds: module === null ? [] : [path.join(root, module)],
    imports,
    code: `/* ${fileName} */`,
    viteMetadata: { importedCss: new Set(css) },
  };
}
const asset = (fileName: string): BundleAsset => ({ type: 'asset', fileName, source: fileName });

/** A build shaped like the portal's: an entry, the lazy shell, the data layer, pages, texts and fonts. */
function portalBundle(): Bundle {
  const outputs = [
    {
      ...chunk('assets/index-a.js', 'index.html', ['assets/react-b.js'], ['assets/index-c.css']),
      isEntry: true,
    },
    chunk('assets/react-b.js', null),
    chunk(
      'assets/Shell-d.js',
      'src/app/Shell.tsx',
      ['assets/Button-e.js', 'assets/react-b.js'],
      ['assets/Shell-f.css'],
    ),
    chunk('assets/Button-e.js', null, [], ['assets/Button-g.css']),
    // The data layer shares a chunk with what the shell imports of it: found by the modules it holds.
    {
      ...chunk('assets/services-h.js', null, ['assets/useQuery-i.js']),
      moduleIds: [path.join(root, 'src/lib/session.ts'), path.join(root, 'src/lib/services.tsx')],
    },
    chunk('assets/useQuery-i.js', null),
    chunk('assets/HomeRoute-j.js', 'src/features/home/HomeRoute.tsx', ['assets/Carousel-k.js']),
    chunk('assets/Carousel-k.js', null),
    chunk('assets/RoamingRoute-l.js', 'src/features/roaming/RoamingRoute.tsx', ['assets/Countries-m.js']),
    chunk('assets/Countries-m.js', null),
    chunk('assets/vi-n.js', 'src/features/home/locales/vi.json'),
    chunk('assets/en-US-o.js', 'src/features/home/locales/en-US.json'),
    chunk('assets/vi-p.js', '../../packages/ui/src/i18n/texts/base/vi.json'),
    asset('index.html'),
    asset('assets/index-c.css'),
    asset('assets/Shell-f.css'),
    asset('assets/Button-g.css'),
    asset('assets/be-vietnam-pro-400-q.woff2'),
    asset('assets/be-vietnam-pro-700-r-2.woff2'),
    asset('assets/be-vietnam-pro-latin-ext-400-normal-s.woff2'),
    asset('assets/be-vietnam-pro-latin-ext-400-normal-t.woff'),
    asset('assets/index-a.js.map'),
  ];
  return Object.fromEntries(outputs.map((output) => [output.fileName, output]));
}

describe('service worker precache (issue 22)', () => {
  it('holds index.html, the entry, the shell, the data layer and the home with their imports and stylesheets', () => {
    const files = precacheFiles(portalBundle(), portalPrecache, root);
    for (const file of [
      'index.html',
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/index-c.css',
      'assets/Shell-d.js',
      'assets/Button-e.js',
      'assets/Shell-f.css',
      'assets/Button-g.css',
      'assets/services-h.js',
      'assets/useQuery-i.js',
      'assets/HomeRoute-j.js',
      'assets/Carousel-k.js',
    ])
      expect(files, file).toContain(file);
  });

  it('holds the Vietnamese texts and the fonts Vietnamese needs, the manifest and its icons', () => {
    const files = precacheFiles(portalBundle(), portalPrecache, root);
    expect(files).toContain('assets/vi-n.js');
    expect(files).toContain('assets/vi-p.js');
    expect(files).toContain('assets/be-vietnam-pro-400-q.woff2');
    expect(files).toContain('assets/be-vietnam-pro-700-r-2.woff2');
    for (const file of portalPrecache.publicFiles) expect(files).toContain(file);
  });

  it('leaves out other pages, the English texts, other font subsets and formats, and source maps', () => {
    const files = precacheFiles(portalBundle(), portalPrecache, root);
    for (const file of [
      'assets/RoamingRoute-l.js',
      'assets/Countries-m.js',
      'assets/en-US-o.js',
      'assets/be-vietnam-pro-latin-ext-400-normal-s.woff2',
      'assets/be-vietnam-pro-latin-ext-400-normal-t.woff',
      'assets/index-a.js.map',
    ])
      expect(files, file).not.toContain(file);
    expect(files.some((file) => /^(api|__sandbox)\//.test(file))).toBe(false);
  });

  it('fails the build when no chunk holds a precached module', () => {
    const bundle = portalBundle();
    delete bundle['assets/services-h.js'];
    expect(() => precacheFiles(bundle, portalPrecache, root)).toThrow(/src\/lib\/services\.tsx/);
  });

  it("names the cache from the files' contents, whatever their order", () => {
    const one = precacheVersion(
      new Map([
        ['a.js', 'x'],
        ['index.html', 'y'],
      ]),
    );
    expect(
      precacheVersion(
        new Map([
          ['index.html', 'y'],
          ['a.js', 'x'],
        ]),
      ),
    ).toBe(one);
    expect(
      precacheVersion(
        new Map([
          ['a.js', 'x'],
          ['index.html', 'z'],
        ]),
      ),
    ).not.toBe(one);
  });

  it('builds the worker as one classic script carrying the list and the version', async () => {
    const code = await buildWorker(
      path.join(import.meta.dirname, '../src/serviceWorker/worker.ts'),
      ['/index.html', '/assets/index-a.js'],
      'v123',
    );
    expect(code).toContain('/assets/index-a.js');
    expect(code).toContain('v123');
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    expect(code).not.toContain('__PRECACHE_');
    expect(code).not.toContain('skipWaiting');
  });
});
