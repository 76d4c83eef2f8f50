import { fileURLToPath } from 'node:url';
import { normalizePath, runnerImport, type Plugin } from 'vite';
import type * as Chunks from '../src/i18n/chunks';

const srcDir = normalizePath(fileURLToPath(new URL('../src/', import.meta.url)));
const i18nDir = `${srcDir}i18n/`;
const loadersModule = `${i18nDir}textLoaders.ts`;
const chunksModule = `${i18nDir}chunks.ts`;
/** The generated pieces, `<i18n>/texts/<area or base>/<locale>.json`: no such files on disk. */
const textsDir = `${i18nDir}texts/`;
const locales = ['vi', 'en-US'] as const;

interface Cut {
  areas: readonly string[];
  pieces: Record<string, Chunks.UiCatalogue>;
  sources: readonly string[];
}

/** Reads the ui catalogue as it is now (the area files are TypeScript: Vite's runner runs them). */
async function cutCatalogue(): Promise<Cut> {
  const { module, dependencies } = await runnerImport<typeof Chunks>(chunksModule, {
    configFile: false,
    logLevel: 'silent',
  });
  const pieces: Record<string, Chunks.UiCatalogue> = {};
  for (const locale of locales) {
    const { base, areas } = module.uiTextChunks(locale);
    pieces[`base/${locale}`] = base;
    for (const [area, texts] of Object.entries(areas)) pieces[`${area}/${locale}`] = texts;
  }
  return { areas: module.routeUiAreas, pieces, sources: dependencies.map(normalizePath) };
}

const importOf = (piece: string) =>
  `() => import(${JSON.stringify(`${textsDir}${piece}.json`)}).then((texts) => texts.default)`;
const perLocale = (name: string) =>
  `{ ${locales.map((locale) => `${JSON.stringify(locale)}: ${importOf(`${name}/${locale}`)}`).join(', ')} }`;

/** textLoaders.ts as the portal gets it: one dynamic import per piece, so one chunk each. */
function loadersSource(areas: readonly string[]): string {
  return [
    `const base = ${perLocale('base')};`,
    `const areas = { ${areas.map((area) => `${JSON.stringify(area)}: ${perLocale(area)}`).join(',\n  ')} };`,
    'export const uiTextLoaders = {',
    '  base: (locale) => base[locale](),',
    '  area: (area, locale) =>',
    '    areas[area] ? areas[area][locale]() : base[locale]().then((texts) => texts[area]),',
    '};',
  ].join('\n');
}

const withoutQuery = (id: string) => normalizePath(id.split('?')[0] ?? id);

/**
 * Issue 22: the ui namespace in pieces. Each area's texts, in one language, become a chunk of their
 * own (`texts/<area>/<locale>.json`, JSON built from the area files at build time, so a Vietnamese
 * page never downloads the English words), and the shell's `base` piece another. The portal loads
 * `base` with the shell and an area with the routes that declare it (its lib/uiAreas.ts). Without
 * this plugin (unit tests, Storybook, tsup) textLoaders.ts cuts the same pieces from the whole
 * catalogue at run time. A new area needs nothing here: its line in features/locales.ts is enough.
 */
export function uiTexts(): Plugin {
  let cut: Promise<Cut> | undefined;
  const current = () => (cut ??= cutCatalogue());
  return {
    name: 'selfcare-ui-texts',
    enforce: 'pre',
    resolveId(source) {
      const id = withoutQuery(source);
      return id.startsWith(textsDir) && id.endsWith('.json') ? id : undefined;
    },
    async load(rawId) {
      const id = withoutQuery(rawId);
      if (id !== loadersModule && !id.startsWith(textsDir)) return undefined;
      const { areas, pieces, sources } = await current();
      for (const source of sources) this.addWatchFile(source);
      if (id === loadersModule) return loadersSource(areas);
      const piece = pieces[id.slice(textsDir.length).replace(/\.json$/, '')];
      if (!piece) this.error(`No ui texts for ${id}`);
      return JSON.stringify(piece);
    },
    // A ui source changed (an area file, a new line in features/locales.ts): cut again on the next load.
    watchChange(id) {
      if (withoutQuery(id).startsWith(srcDir)) cut = undefined;
    },
    handleHotUpdate({ file }) {
      if (normalizePath(file).startsWith(srcDir)) cut = undefined;
    },
  };
}
