import { describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  compileHints,
  mappedOneLineDown,
  startChunkKeys,
  type RenderedChunkLike,
} from './compileHints';

const root = '/repo/apps/portal';

/** A chunk graph as Rolldown renders it: each chunk with its modules and its static imports. */
function chunk(
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  isEntry = false,
): RenderedChunkLike {
  return { fileName, moduleIds, imports, isEntry, facadeModuleId: moduleIds[0] ?? null };
}

const graph = [
  chunk('assets/index.js', [`${root}/src/main.tsx`], ['assets/runtime.js'], true),
  chunk('assets/runtime.js', ['\0rolldown/runtime.js']),
  chunk('assets/App.js', [`${root}/src/app/App.tsx`], ['assets/router.js']),
  chunk('assets/router.js', ['/repo/node_modules/react-router/dist/index.mjs']),
  chunk('assets/client.js', ['/repo/node_modules/react-dom/client.js']),
  chunk('assets/Shell.js', [`${root}/src/app/Shell.tsx`], ['assets/Button.js']),
  chunk('assets/Button.js', ['/repo/packages/ui/src/components/Button/Button.tsx']),
  chunk('assets/services.js', [`${root}/src/lib/services.tsx`]),
  chunk('assets/HomeRoute.js', [`${root}/src/features/home/HomeRoute.tsx`], ['assets/Carousel.js']),
  chunk('assets/Carousel.js', ['/repo/packages/ui/src/components/Carousel/Carousel.tsx']),
  chunk('assets/CatalogueRoute.js', [`${root}/src/features/packages/CatalogueRoute.tsx`]),
  chunk('assets/LandingRoute.js', [`${root}/src/features/landing/LandingRoute.tsx`]),
  // A later page and a library only one of its dialogs needs.
  chunk('assets/InvoicesRoute.js', [`${root}/src/features/invoices/InvoicesRoute.tsx`], ['assets/pdf.js']),
  chunk('assets/pdf.js', ['/repo/node_modules/pdfjs-dist/build/pdf.mjs']),
];

const firstModules = (keys: Set<string>) =>
  graph.filter((each) => keys.has(each.moduleIds[0] ?? '')).map((each) => each.fileName);

describe('the chunks that get the compile hint (issue 22)', () => {
  it('are the entry, the router’s and React DOM’s chunks and the first screens’, with what they import', () => {
    expect(firstModules(startChunkKeys(graph, root)).sort()).toEqual(
      [
        'assets/App.js',
        'assets/Button.js',
        'assets/CatalogueRoute.js',
        'assets/Carousel.js',
        'assets/HomeRoute.js',
        'assets/LandingRoute.js',
        'assets/Shell.js',
        'assets/client.js',
        'assets/index.js',
        'assets/router.js',
        'assets/runtime.js',
        'assets/services.js',
      ].sort(),
    );
  });

  it('fail the build when a first screen’s module is in no chunk (moved or renamed)', () => {
    expect(() => startChunkKeys(graph, root, ['src/features/home/Renamed.tsx'])).toThrow(/Renamed\.tsx/);
  });
});

describe('the compile hint in the written bundle', () => {
  type Hooks = {
    renderChunk: (code: string, chunk: unknown, options: unknown, meta: unknown) => unknown;
    augmentChunkHash: (chunk: RenderedChunkLike) => string | undefined;
    generateBundle: (options: unknown, bundle: Record<string, unknown>) => void;
    configResolved: (config: { root: string }) => void;
  };

  it('is the first line of a start chunk, in its hash, with its map a line down; other chunks are untouched', () => {
    const plugin = compileHints() as unknown as Hooks;
    plugin.configResolved({ root });
    plugin.renderChunk(
      '',
      graph[0],
      {},
      { chunks: Object.fromEntries(graph.map((each) => [each.fileName, each])) },
    );
    const home = graph.find((each) => each.fileName === 'assets/HomeRoute.js')!;
    const invoices = graph.find((each) => each.fileName === 'assets/InvoicesRoute.js')!;
    expect(plugin.augmentChunkHash(home)).toBe(COMPILE_HINT);
    expect(plugin.augmentChunkHash(invoices)).toBeUndefined();

    const map = { version: 3, sources: ['HomeRoute.tsx'], mappings: 'AAAA,CAAC' };
    const bundle: Record<string, unknown> = {
      'assets/HomeRoute.js': { type: 'chunk', ...home, code: 'export{}', map: { ...map } },
      'assets/HomeRoute.js.map': { type: 'asset', source: JSON.stringify(map) },
      'assets/InvoicesRoute.js': { type: 'chunk', ...invoices, code: 'export{}', map: { ...map } },
      'assets/InvoicesRoute.js.map': { type: 'asset', source: JSON.stringify(map) },
    };
    plugin.generateBundle({}, bundle);
    const output = (file: string) => bundle[file] as { code: string; map: { mappings: string } };
    const mapFile = (file: string) => JSON.parse((bundle[file] as { source: string }).source);
    expect(output('assets/HomeRoute.js').code).toBe(`${COMPILE_HINT}\nexport{}`);
    expect(output('assets/HomeRoute.js').map.mappings).toBe(';AAAA,CAAC');
    expect(mapFile('assets/HomeRoute.js.map')).toEqual({ ...map, mappings: ';AAAA,CAAC' });
    expect(output('assets/InvoicesRoute.js').code).toBe('export{}');
    expect(mapFile('assets/InvoicesRoute.js.map')).toEqual(map);
  });

  it('moves a map written as bytes as well', () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ version: 3, mappings: 'AAAA' }));
    expect(JSON.parse(mappedOneLineDown(bytes))).toEqual({ version: 3, mappings: ';AAAA' });
  });
});
