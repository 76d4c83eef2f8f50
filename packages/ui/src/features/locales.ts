/**
 * The texts of the feature components, merged into the `ui` namespace under one key per area
 * (`t('auth.login.title')`). Each area adds one line below.
 */
import type { AreaLocales } from './defineAreaLocales';
import { newsLocales } from './News/locales';
import { orderLocales } from './Order/locales';
import { packagesLocales } from './Packages/locales';
import { paymentLocales } from './Payment/locales';
import { searchLocales } from './Search/locales';
import { authLocales } from './Auth/locales';
import { shellLocales } from './Shell/locales';
import { roamingLocales } from './Roaming/locales';

const areas: Record<string, AreaLocales<unknown>> = {
  auth: authLocales,
  shell: shellLocales,
  roaming: roamingLocales,
  packages: packagesLocales,
  payment: paymentLocales,
  order: orderLocales,
  search: searchLocales,
  news: newsLocales,
};

function pick(locale: 'vi' | 'en-US'): Record<string, unknown> {
  return Object.fromEntries(Object.entries(areas).map(([area, texts]) => [area, texts[locale]]));
}

export const featureMessages = { vi: pick('vi'), 'en-US': pick('en-US') } as const;
