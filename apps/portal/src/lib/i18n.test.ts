import { uiResources } from '@selfcare/ui/i18n';
import { describe, expect, it } from 'vitest';
import { readStoredLanguage, supportedLanguages } from './i18n';
import resourceTypes from './i18nResources.ts?raw';

type Catalogue = Record<string, unknown>;

/**
 * Every namespace file, read here straight from disk (not through the app's loader, so a file the
 * loader would miss is still checked): the frame's own, the shared ones and each feature's.
 */
const files = import.meta.glob<Catalogue>(
  ['../locales/*.json', '../locales/*/*.json', '../features/*/locales/*.json'],
  {
    eager: true,
    import: 'default',
  },
);

/** `locales/vi.json` is the frame's `portal`; `<name>/vi.json` and `<name>/locales/vi.json` are `<name>`. */
const namespaceOf = (file: string) =>
  /^\.\.\/locales\/[^/]+\.json$/.test(file)
    ? 'portal'
    : (/([^/]+)\/(?:locales\/)?[^/]+\.json$/.exec(file)?.[1] ?? file);
const languageOf = (file: string) => file.split('/').pop()?.replace('.json', '') ?? file;

function byNamespace(): Map<string, Map<string, Catalogue>> {
  const namespaces = new Map<string, Map<string, Catalogue>>();
  for (const [file, texts] of Object.entries(files)) {
    const namespace = namespaces.get(namespaceOf(file)) ?? new Map<string, Catalogue>();
    namespaces.set(namespaceOf(file), namespace.set(languageOf(file), texts));
  }
  namespaces.set('ui', new Map(supportedLanguages.map((language) => [language, uiResources[language].ui])));
  return namespaces;
}
const namespaces = byNamespace();

function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (value === null || typeof value !== 'object') return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}
const keysOf = (texts: Catalogue | undefined) =>
  leaves(texts ?? {})
    .map(([key]) => key)
    .sort();
const variables = (text: unknown) =>
  [...String(text).matchAll(/{{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('portal catalogue', () => {
  it('finds every namespace file: the frame, the shared errors, each feature and the ui package', () => {
    expect([...namespaces.keys()]).toEqual(
      expect.arrayContaining(['portal', 'errors', 'packages', 'roaming', 'ui']),
    );
  });

  it.each([...namespaces.keys()])('%s has the same keys in vi and en-US', (namespace) => {
    const texts = namespaces.get(namespace);
    expect([...(texts?.keys() ?? [])].sort()).toEqual([...supportedLanguages].sort());
    expect(keysOf(texts?.get('en-US'))).toEqual(keysOf(texts?.get('vi')));
  });

  it('the parity check sees a key missing in one language', () => {
    expect(keysOf({ a: { b: 'x' } })).not.toEqual(keysOf({ a: { b: 'x', c: 'y' } }));
  });

  it.each([...namespaces.keys()])(
    '%s has no empty text and the same variables in both languages',
    (namespace) => {
      const vi = new Map(leaves(namespaces.get(namespace)?.get('vi')));
      for (const [key, english] of leaves(namespaces.get(namespace)?.get('en-US'))) {
        expect(String(english).trim(), `en-US:${namespace}:${key}`).not.toBe('');
        expect(String(vi.get(key)).trim(), `vi:${namespace}:${key}`).not.toBe('');
        expect(variables(english), `${namespace}:${key}`).toEqual(variables(vi.get(key)));
      }
    },
  );

  it('types every namespace file (lib/i18nResources.ts), so a misspelt key fails tsc', () => {
    const typedFiles = [...resourceTypes.matchAll(/from '(\.[^']+\.json)'/g)].map((match) => match[1]);
    const viFiles = Object.keys(files).filter((file) => file.endsWith('/vi.json'));
    expect(typedFiles.sort()).toEqual(viFiles.sort());
  });

  it('defaults to Vietnamese and remembers a supported choice', () => {
    const storage = new Map<string, string>();
    const getItem = (key: string) => storage.get(key) ?? null;
    expect(readStoredLanguage({ getItem })).toBe('vi');
    storage.set('language', 'en-US');
    expect(readStoredLanguage({ getItem })).toBe('en-US');
    storage.set('language', 'fr');
    expect(readStoredLanguage({ getItem })).toBe('vi');
  });
});
