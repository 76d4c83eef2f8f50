import { describe, expect, it } from 'vitest';
import { readStoredLanguage } from './i18n';
import { createI18n, portalResources } from './i18nTesting';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('portal catalogue', () => {
  it('has the same keys in vi and en-US, in every namespace (portal, features, ui)', () => {
    expect(keyPaths(portalResources['en-US']).sort()).toEqual(keyPaths(portalResources.vi).sort());
    expect(Object.keys(portalResources.vi)).toContain('ui');
  });

  it('has no empty text in either language', () => {
    for (const language of ['vi', 'en-US'] as const) {
      const t = createI18n(language).t;
      for (const [namespace, texts] of Object.entries(portalResources[language])) {
        for (const key of keyPaths(texts))
          expect(t(key, { ns: namespace }), `${language}:${namespace}:${key}`).not.toBe('');
      }
    }
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
