import type { UiCatalogue } from './chunks';
import type { UiArea, UiLocale } from './index';

export type { UiCatalogue };

/** Where the ui namespace's texts come from, one language at a time. */
export interface UiTextLoaders {
  /** What the shell reads on every page: the common texts and the shell's areas (index.ts `uiShellAreas`). */
  base(locale: UiLocale): Promise<UiCatalogue>;
  /** One feature area's texts, merged under its key (`roaming`) when a route that declares it opens. */
  area(area: UiArea, locale: UiLocale): Promise<UiCatalogue>;
}

/**
 * As written here, every loader cuts its piece out of the whole catalogue (what a bundler without
 * the ui's Vite plugin gets: right texts, no saving). The portal's build and dev server replace this
 * module (vite/uiTexts.ts) with one small chunk per area and language, holding only that language.
 */
export const uiTextLoaders: UiTextLoaders = {
  base: (locale) => import('./chunks').then((chunks) => chunks.uiTextChunks(locale).base),
  area: (area, locale) =>
    import('./chunks').then((chunks) => {
      const { base, areas } = chunks.uiTextChunks(locale);
      return areas[area] ?? (base[area] as UiCatalogue);
    }),
};
