/**
 * The texts of the feature components, merged into the `ui` namespace under one key per area
 * (`t('auth.login.title')`). Each area adds one line below.
 */
import type { AreaLocales } from './defineAreaLocales';

const areas: Record<string, AreaLocales<unknown>> = {};

function pick(locale: 'vi' | 'en-US'): Record<string, unknown> {
  return Object.fromEntries(Object.entries(areas).map(([area, texts]) => [area, texts[locale]]));
}

export const featureMessages = { vi: pick('vi'), 'en-US': pick('en-US') } as const;
