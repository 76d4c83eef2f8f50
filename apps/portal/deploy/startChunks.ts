/**
 * Issue 22: the entry (src/main.tsx) imports the router's chunk and React DOM's with dynamic imports, so that
 * evaluating each is a task of its own. A dynamic import is requested only once the entry has run, a round
 * trip late on a mobile link; this plugin has index.html preload both, with what they import, beside the entry.
 * A prerendered page preloads them too: its starter takes over index.html's preloads (scripts/lib/prerender.mjs).
 */
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';
import { withStaticImports } from './chunkGraph.ts';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** The modules the entry imports as it starts: the router's chunk and React DOM's. */
export const START_MODULES = [/\/src\/app\/App\.tsx$/, /\/react-dom\/client\.js$/];

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');

/** A chunk the entry imports as it starts: the router's or React DOM's. */
export const isStartChunk = (chunk: { facadeModuleId: string | null }) =>
  START_MODULES.some((module) => module.test(chunk.facadeModuleId ?? ''));

/** The files to preload: the start chunks and their static imports, less what the entry already imports. */
export function startChunkFiles(bundle: OutputBundle): string[] {
  const chunks = chunksOf(bundle);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return [];
  const loaded = withStaticImports(chunks, [entry]);
  const starts = withStaticImports(chunks, chunks.filter(isStartChunk));
  return [...starts].filter((chunk) => !loaded.has(chunk)).map((chunk) => chunk.fileName);
}

export function startChunks(): Plugin {
  return {
    name: 'portal:start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }): HtmlTagDescriptor[] =>
        bundle
          ? startChunkFiles(bundle).map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head',
            }))
          : [],
    },
  };
}
