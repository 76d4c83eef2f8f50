import { describe, expect, it } from 'vitest';
import { featureMessages } from '../features/locales';
import { routeUiAreas, uiTextChunks } from './chunks';
import { uiLocales, uiResources, uiShellAreas } from './index';
import { uiTextLoaders } from './textLoaders';

describe('the ui namespace in pieces (issue 22)', () => {
  it('every area but the shell’s loads with its routes; a new line in features/locales.ts is one more', () => {
    expect(routeUiAreas).toContain('roaming');
    expect(routeUiAreas).not.toContain('shell');
    expect([...routeUiAreas, ...uiShellAreas].sort()).toEqual(Object.keys(featureMessages.vi).sort());
  });

  it.each(uiLocales)(
    'the base and the route areas make up the whole catalogue in %s, each text once',
    (locale) => {
      const { base, areas } = uiTextChunks(locale);
      expect({ ...base, ...areas }).toEqual(uiResources[locale].ui);
      for (const area of routeUiAreas) expect(base).not.toHaveProperty(area);
      for (const area of uiShellAreas) expect(base).toHaveProperty(area);
    },
  );

  it('the loaders (without the portal’s build plugin) give the same pieces', async () => {
    expect(await uiTextLoaders.base('en-US')).toEqual(uiTextChunks('en-US').base);
    expect(await uiTextLoaders.area('roaming', 'vi')).toEqual(uiResources.vi.ui.roaming);
    expect(await uiTextLoaders.area('shell', 'vi')).toEqual(uiResources.vi.ui.shell);
  });
});
