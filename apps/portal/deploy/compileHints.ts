/**
 * Issue 22: V8's explicit compile hint. A script whose first line is `//# allFunctionsCalledOnLoad` has all its
 * functions compiled while it streams in, on a background thread, instead of each one on the main thread at its
 * first call. The portal's start calls most of the functions of the chunks it starts with (React DOM, the router,
 * the shell, the first pages), so this plugin marks those chunks and no others: a chunk fetched for a later page
 * or a library of one dialog stays compiled lazily, as V8 advises. Chromium reads the hint (136 and later); other
 * engines read a comment.
 */
import type { Plugin } from 'vite';
import { chunkHolding, withStaticImports } from './chunkGraph.ts';
import { portalPrecache } from './serviceWorker.ts';
import { isStartChunk } from './startChunks.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the plugin reads of a chunk as Rolldown renders it. */
export interface RenderedChunkLike {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
}

/**
 * The modules of the prerendered first screens (scripts/prerender.mjs), besides the entry and the start modules
 * (the router's and React DOM's chunks): the shell, the data layer and the home (the service worker's precache),
 * the catalogue and the landing page.
 */
export const FIRST_SCREEN_MODULES = [
  ...portalPrecache.modules,
  'src/features/packages/CatalogueRoute.tsx',
  'src/features/landing/LandingRoute.tsx',
];

/** A chunk's identity from `renderChunk` to `generateBundle`, where its file name is final: its first module. */
const keyOf = (chunk: RenderedChunkLike) => chunk.moduleIds[0] ?? chunk.fileName;

/**
 * The chunks the start evaluates: the entry, the chunks that hold a start module or a first screen's module
 * (`portalRoot`-relative), and all they import statically. Fails when a first screen's module is in no chunk
 * (renamed or moved), so the hint cannot silently stop applying.
 */
export function startChunkKeys(
  chunks: readonly RenderedChunkLike[],
  portalRoot: string,
  firstScreens: readonly string[] = FIRST_SCREEN_MODULES,
): Set<string> {
  const starts = [
    ...chunks.filter((chunk) => chunk.isEntry || isStartChunk(chunk)),
    ...firstScreens.map((module) => chunkHolding(chunks, portalRoot, module, 'Compile hints')),
  ];
  return new Set([...withStaticImports(chunks, starts)].map(keyOf));
}

/** A source map file's text with its code one line further down (an empty first line). */
export function mappedOneLineDown(source: string | Uint8Array): string {
  const map = JSON.parse(typeof source === 'string' ? source : new TextDecoder().decode(source)) as {
    mappings: string;
  };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/**
 * Puts the hint on the first line of each start chunk, after minification (which drops comments), and moves its
 * source map down a line. The chunk graph is read by the first `renderChunk`; the hint goes into the chunk's
 * hash, so a file's name changes when the hint does.
 */
export function compileHints(): Plugin {
  let root = '';
  let starts: Set<string> | undefined;
  return {
    name: 'portal:compile-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    renderStart() {
      starts = undefined;
    },
    renderChunk(_code, _chunk, _options, meta) {
      starts ??= startChunkKeys(Object.values(meta.chunks), root);
      return null;
    },
    augmentChunkHash(chunk) {
      return starts?.has(keyOf(chunk)) ? COMPILE_HINT : undefined;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !starts?.has(keyOf(output))) continue;
        output.code = `${COMPILE_HINT}\n${output.code}`;
        // The map is in the bundle twice: on the chunk, and as the file the build writes beside it.
        if (output.map) output.map.mappings = `;${output.map.mappings}`;
        const mapFile = bundle[output.sourcemapFileName ?? `${output.fileName}.map`];
        if (mapFile?.type === 'asset') mapFile.source = mappedOneLineDown(mapFile.source);
      }
    },
  };
}
