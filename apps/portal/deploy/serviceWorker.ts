/**
 * Issue 22: the build's service worker. After the bundle is written in memory, this plugin picks the
 * precache from the build's own files (precacheFiles: the entry, the shell, the data layer and the home
 * with their imports and stylesheets, the Vietnamese texts and font files, the web app manifest and its
 * icons), prints its size, and builds src/serviceWorker/worker.ts into /sw.js with that list and a
 * version made from the files' contents. docs/decisions/speed.md says why each part is there.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { chunkHolding, withStaticImports } from './chunkGraph.ts';

/** What the precache reads of a bundle's chunk (Rolldown's output, with Vite's metadata). */
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

export interface PrecacheRules {
  /** Modules (from the portal's folder) whose chunk is precached with its imports and stylesheets. */
  modules: readonly string[];
  /** Text chunks precached whole, matched on their module (one namespace in one language). */
  texts: RegExp;
  /** Other files of the build precached by name (the font files). */
  files: RegExp;
  /** Files of public/ precached as they are. */
  publicFiles: readonly string[];
}

/** The page every navigation falls back to. */
const shellPage = 'index.html';

export const portalPrecache: PrecacheRules = {
  // The shell (header, footer, dialogs), the data layer it starts with, and the home: the installed app's
  // start page. Every other page is fetched when opened and kept then (hashed assets, cache first).
  modules: ['src/app/Shell.tsx', 'src/lib/services.tsx', 'src/features/home/HomeRoute.tsx'],
  // Every namespace and ui area in Vietnamese, the default language (about 50 small files, 41 kB gzipped in
  // all), rather than a second list of the shell's and the home's beside their routes' withNamespaces.
  texts: /\/vi\.json$/,
  // The web font's files a Vietnamese page needs, one a weight (the ones fontPreloads.ts preloads), not latin-ext.
  files: /^assets\/be-vietnam-pro-\d00-[\w-]+\.woff2$/,
  publicFiles: [
    // A prerendered page's starter (scripts/lib/prerender.mjs): the portal must start on a flaky connection too.
    'after-first-paint.js',
    'manifest.webmanifest',
    'icons/icon-192.png',
    'icons/icon-512.png',
    'icons/icon-maskable-512.png',
  ],
};

function isChunk(output: BundleChunk | BundleAsset | undefined): output is BundleChunk {
  return output?.type === 'chunk';
}

/**
 * The build's files to precache, sorted. Fails when no chunk holds a module of the rules (renamed or
 * moved), so the precache can never shrink silently.
 */
export function precacheFiles(bundle: Bundle, rules: PrecacheRules, portalRoot: string): string[] {
  const files = new Set<string>([shellPage]);
  const chunks = Object.values(bundle).filter(isChunk);
  const starts = [
    ...chunks.filter((output) => output.isEntry),
    ...rules.modules.map((module) => chunkHolding(chunks, portalRoot, module, 'Service worker precache')),
  ];
  // Each chunk with its static imports (what it needs before it runs) and their stylesheets.
  for (const chunk of withStaticImports(chunks, starts)) {
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
  }
  for (const chunk of chunks) if (rules.texts.test(chunk.facadeModuleId ?? '')) files.add(chunk.fileName);
  for (const fileName of Object.keys(bundle)) if (rules.files.test(fileName)) files.add(fileName);
  return [...files, ...rules.publicFiles].sort();
}

/** The version names the cache: it changes whenever a precached file's content does. */
export function precacheVersion(contents: ReadonlyMap<string, string | Uint8Array>): string {
  const hash = createHash('sha256');
  for (const [file, content] of [...contents].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(file).update('\0').update(content).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Builds the worker as one classic script (no import: a module worker is not supported everywhere). */
export async function buildWorker(entry: string, urls: readonly string[], version: string): Promise<string> {
  const result = await build({
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    publicDir: false,
    root: path.dirname(entry),
    define: {
      __PRECACHE_URLS__: JSON.stringify(urls),
      __PRECACHE_VERSION__: JSON.stringify(version),
    },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      modulePreload: false,
      rollupOptions: { input: entry, output: { format: 'iife', entryFileNames: 'sw.js' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((each) =>
    'output' in each ? each.output : [],
  );
  const worker = outputs.find((output) => output.type === 'chunk' && output.isEntry);
  if (!worker || worker.type !== 'chunk') throw new Error('Service worker: the build gave no script');
  return worker.code;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The build writes /sw.js (served with `Cache-Control: no-cache`: deploy/README.md). */
export function serviceWorker(rules: PrecacheRules = portalPrecache): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      // After index.html and the stylesheets are final.
      order: 'post',
      async handler(_options, bundle) {
        const output = bundle as unknown as Bundle;
        const files = precacheFiles(output, rules, config.root);
        const contents = new Map<string, string | Uint8Array>();
        for (const file of files) {
          const built = output[file];
          contents.set(
            file,
            built === undefined
              ? readFileSync(path.join(config.publicDir, file))
              : built.type === 'chunk'
                ? built.code
                : built.source,
          );
        }
        const urls = files.map((file) => `/${file}`);
        const code = await buildWorker(
          path.join(config.root, 'src/serviceWorker/worker.ts'),
          urls,
          precacheVersion(contents),
        );
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
        const bytes = [...contents.values()];
        const raw = bytes.reduce((sum, content) => sum + Buffer.byteLength(content), 0);
        const gzipped = bytes.reduce((sum, content) => sum + gzipSync(content, { level: 9 }).length, 0);
        config.logger.info(
          `Service worker: ${files.length} files precached, ${kB(raw)} (${kB(gzipped)} gzipped; fonts and icons are already compressed)`,
        );
      },
    },
  };
}
