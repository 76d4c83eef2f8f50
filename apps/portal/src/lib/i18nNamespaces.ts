import type { Language } from './i18n';

export type Catalogue = Record<string, unknown>;
type Loader = () => Promise<Catalogue>;
export type NamespaceLoaders = Readonly<Record<string, Partial<Record<Language, Loader>>>>;

/**
 * Where a namespace's texts live, one file per language: features/<name>/locales/<language>.json
 * (a feature's own) or locales/<name>/<language>.json (a namespace the features share).
 */
const namespaceFile = /(?:features\/([^/]+)\/locales|locales\/([^/]+))\/([^/]+)\.json$/;

/** Namespace → language → what the glob gave for that file (a loader, or the texts in tests). */
export function byNamespace<T>(files: Record<string, T>): Record<string, Partial<Record<Language, T>>> {
  const result: Record<string, Partial<Record<Language, T>>> = {};
  for (const [file, value] of Object.entries(files)) {
    const [, feature, shared, language] = namespaceFile.exec(file) ?? [];
    const namespace = feature ?? shared;
    if (namespace && language) (result[namespace] ??= {})[language as Language] = value;
  }
  return result;
}

/**
 * Each namespace per language as a dynamic import (its own small chunk). The ui package's texts are
 * read in pieces, the shell's and each area's (lib/uiAreas.ts).
 */
export const namespaceLoaders: NamespaceLoaders = {
  ...byNamespace(import.meta.glob<Catalogue>('../features/*/locales/*.json', { import: 'default' })),
  ...byNamespace(import.meta.glob<Catalogue>('../locales/*/*.json', { import: 'default' })),
};
