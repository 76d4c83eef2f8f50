import type portalTexts from '../locales/vi.json';
import type errorsTexts from '../locales/errors/vi.json';
import type packageActionsTexts from '../locales/packageActions/vi.json';
import type authTexts from '../features/auth/locales/vi.json';
import type accountOverviewTexts from '../features/accountOverview/locales/vi.json';
import type einvoicesTexts from '../features/einvoices/locales/vi.json';
import type accountUsageTexts from '../features/accountUsage/locales/vi.json';
import type ekycTexts from '../features/ekyc/locales/vi.json';
import type familyTexts from '../features/family/locales/vi.json';
import type linkedServicesTexts from '../features/linkedServices/locales/vi.json';
import type homeTexts from '../features/home/locales/vi.json';
import type loyaltyTexts from '../features/loyalty/locales/vi.json';
import type loyaltyAboutTexts from '../features/loyaltyAbout/locales/vi.json';
import type newsTexts from '../features/news/locales/vi.json';
import type notFoundTexts from '../features/not-found/locales/vi.json';
import type orderTexts from '../features/order/locales/vi.json';
import type packagesTexts from '../features/packages/locales/vi.json';
import type paymentTexts from '../features/payment/locales/vi.json';
import type paymentsTexts from '../features/payments/locales/vi.json';
import type roamingTexts from '../features/roaming/locales/vi.json';
import type searchTexts from '../features/search/locales/vi.json';
import type shellTexts from '../features/shell/locales/vi.json';
import type shortLinkTexts from '../features/shortLink/locales/vi.json';
import type supportTexts from '../features/support/locales/vi.json';
import type simTexts from '../features/sim/locales/vi.json';
import type storesTexts from '../features/stores/locales/vi.json';
import type tttbTexts from '../features/tttb/locales/vi.json';
import type uiTexts from '@selfcare/ui/i18n/vi';

/**
 * The type of every namespace, read by TypeScript from its Vietnamese file, so a key that `t()` cannot
 * find fails `tsc` (`useTranslation('packages')` types the packages keys, `t('errors:generic')` the
 * shared ones). One import and one line per namespace file; lib/i18n.test.ts fails when a file has none.
 */
export interface PortalResources {
  portal: typeof portalTexts;
  errors: typeof errorsTexts;
  packageActions: typeof packageActionsTexts;
  auth: typeof authTexts;
  accountOverview: typeof accountOverviewTexts;
  einvoices: typeof einvoicesTexts;
  accountUsage: typeof accountUsageTexts;
  ekyc: typeof ekycTexts;
  family: typeof familyTexts;
  linkedServices: typeof linkedServicesTexts;
  home: typeof homeTexts;
  loyalty: typeof loyaltyTexts;
  loyaltyAbout: typeof loyaltyAboutTexts;
  news: typeof newsTexts;
  'not-found': typeof notFoundTexts;
  order: typeof orderTexts;
  packages: typeof packagesTexts;
  payment: typeof paymentTexts;
  payments: typeof paymentsTexts;
  roaming: typeof roamingTexts;
  search: typeof searchTexts;
  shell: typeof shellTexts;
  shortLink: typeof shortLinkTexts;
  support: typeof supportTexts;
  sim: typeof simTexts;
  stores: typeof storesTexts;
  tttb: typeof tttbTexts;
  ui: typeof uiTexts;
}

/** A namespace's name: a route that names one its files do not define fails tsc. */
export type PortalNamespace = keyof PortalResources;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'portal';
    resources: PortalResources;
  }
}
