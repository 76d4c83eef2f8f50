/**
 * The texts of the feature components, merged into the `ui` namespace under one key per area
 * (`t('auth.login.title')`). Each area adds one line below.
 */
import type { AreaLocales } from './defineAreaLocales';
import { newsLocales } from './News/locales';
import { orderLocales } from './Order/locales';
import { packagesLocales } from './Packages/locales';
import { paymentLocales } from './Payment/locales';
import { paymentsLocales } from './Payments/locales';
import { searchLocales } from './Search/locales';
import { authLocales } from './Auth/locales';
import { shellLocales } from './Shell/locales';
import { roamingLocales } from './Roaming/locales';
import { homeLocales } from './Home/locales';
import { supportLocales } from './Support/locales';
import { familyLocales } from './Family/locales';
import { linkedServicesLocales } from './LinkedServices/locales';
import { simLocales } from './Sim/locales';
import { loyaltyLocales } from './Loyalty/locales';
import { loyaltyPartnersLocales } from './LoyaltyPartners/locales';
import { loyaltyOffersLocales } from './Loyalty/offersLocales';
import { eInvoicesLocales } from './EInvoices/locales';
import { accountUsageLocales } from './AccountUsage/locales';
import { storeLocatorLocales } from './StoreLocator/locales';
import { landingTttbLocales } from './LandingTttb/locales';
import { ekycLocales } from './Ekyc/locales';
import { landingLocales } from './Landing/locales';
import { accountLocales } from './Account/locales';

const areas = {
  auth: authLocales,
  shell: shellLocales,
  roaming: roamingLocales,
  packages: packagesLocales,
  payment: paymentLocales,
  payments: paymentsLocales,
  order: orderLocales,
  search: searchLocales,
  news: newsLocales,
  home: homeLocales,
  support: supportLocales,
  family: familyLocales,
  linkedServices: linkedServicesLocales,
  sim: simLocales,
  loyalty: loyaltyLocales,
  loyaltyPartners: loyaltyPartnersLocales,
  loyaltyOffers: loyaltyOffersLocales,
  eInvoices: eInvoicesLocales,
  accountUsage: accountUsageLocales,
  storeLocator: storeLocatorLocales,
  landingTttb: landingTttbLocales,
  ekyc: ekycLocales,
  landing: landingLocales,
  account: accountLocales,
} satisfies Record<string, AreaLocales<unknown>>;

/** Each area's texts in one locale, typed, so an app that types its keys (the portal) sees them too. */
type AreaMessages<L extends 'vi' | 'en-US'> = { [A in keyof typeof areas]: (typeof areas)[A][L] };

function pick<L extends 'vi' | 'en-US'>(locale: L): AreaMessages<L> {
  return Object.fromEntries(
    Object.entries(areas).map(([area, texts]) => [area, texts[locale]]),
  ) as AreaMessages<L>;
}

export const featureMessages = { vi: pick('vi'), 'en-US': pick('en-US') } as const;
