import { featureMessages } from '../features/locales';
import type { UiArea, UiLocale } from './index';
import { uiResources, uiShellAreas } from './index';

export type UiCatalogue = Record<string, unknown>;

/** The areas that load with their routes: every area of features/locales.ts but the shell's. */
export const routeUiAreas = Object.keys(featureMessages.vi).filter(
  (area) => !(uiShellAreas as readonly string[]).includes(area),
) as UiArea[];

/**
 * The ui namespace in one language, cut into what loads apart: `base` (the common texts and the
 * shell's areas, read on every page) and each route area. Read by textLoaders.ts and, at build
 * time, by the portal's Vite plugin (vite/uiTexts.ts) that turns each piece into its own chunk.
 */
export function uiTextChunks(locale: UiLocale): { base: UiCatalogue; areas: Record<string, UiCatalogue> } {
  const whole = uiResources[locale].ui as UiCatalogue;
  const isRouteArea = (key: string) => (routeUiAreas as string[]).includes(key);
  return {
    base: Object.fromEntries(Object.entries(whole).filter(([key]) => !isRouteArea(key))),
    areas: Object.fromEntries(routeUiAreas.map((area) => [area, whole[area] as UiCatalogue])),
  };
}
