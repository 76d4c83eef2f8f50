/**
 * The build's chunk graph as the deploy plugins read it (the start's preloads, the service worker's precache, the
 * compile hints): which chunks a start needs, and which chunk holds a module of the portal.
 */
import path from 'node:path';

/** A chunk as far as its static imports go (Rolldown's output or rendered chunk). */
export interface ChunkNode {
  fileName: string;
  imports: readonly string[];
}

/** The chunks `starts` need before they run: themselves and all they import statically, transitively. */
export function withStaticImports<C extends ChunkNode>(chunks: readonly C[], starts: Iterable<C>): Set<C> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<C>();
  const collect = (chunk: C | undefined) => {
    if (!chunk || found.has(chunk)) return;
    found.add(chunk);
    for (const imported of chunk.imports) collect(byFile.get(imported));
  };
  for (const start of starts) collect(start);
  return found;
}

/**
 * The chunk that holds a module of the portal (`portalRoot`-relative), whether the module starts there or was
 * shared with another importer. Fails, naming `who`, when none does (the module renamed or moved), so what is built
 * from the list can never shrink silently.
 */
export function chunkHolding<C extends { moduleIds: readonly string[] }>(
  chunks: readonly C[],
  portalRoot: string,
  module: string,
  who: string,
): C {
  const id = path.join(portalRoot, module);
  const chunk = chunks.find((each) => each.moduleIds.includes(id));
  if (!chunk) throw new Error(`${who}: no chunk holds ${module} in the build`);
  return chunk;
}
