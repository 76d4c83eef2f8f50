/** The build's output as the build plugins of deploy/ read it (Rolldown's bundle, with Vite's metadata). */

export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  code: string;
  viteMetadata?: { importedCss: Set<string> };
}
export interface BundleAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}
export type Bundle = Record<string, BundleChunk | BundleAsset>;

export function isChunk(output: BundleChunk | BundleAsset | undefined): output is BundleChunk {
  return output?.type === 'chunk';
}

/** A chunk, its static imports (what it needs before it runs) and their stylesheets, added to `into`. */
export function withImports(bundle: Bundle, start: BundleChunk, into: Set<string>): void {
  if (into.has(start.fileName)) return;
  into.add(start.fileName);
  for (const css of start.viteMetadata?.importedCss ?? []) into.add(css);
  for (const imported of start.imports) {
    const chunk = bundle[imported];
    if (isChunk(chunk)) withImports(bundle, chunk, into);
  }
}

/**
 * The chunk that holds a module (its absolute id), whether the chunk starts there or the module was shared
 * into another importer's chunk. Throws, naming `who` asked, when no chunk does (the module renamed or moved).
 */
export function chunkHolding(bundle: Bundle, moduleId: string, who: string): BundleChunk {
  const chunk = Object.values(bundle)
    .filter(isChunk)
    .find((output) => output.moduleIds.includes(moduleId));
  if (!chunk) throw new Error(`${who}: no chunk holds ${moduleId} in the build`);
  return chunk;
}
