import type { FeatureGroup, FeatureGroupKey, FeatureKey } from '@selfcare/ui';
import { paths } from '../../config/paths';
import type { PageExists } from '../../lib/pageDirectory';
import { guardedServicePages } from './servicePages';

const feature = (page: string) => paths.features.getHref(page);
const loyalty = (sub?: string) => paths.loyalty.getHref(sub);

/**
 * Where each feature of the portal lives: the one table behind /tinh-nang, the account menu and the
 * support entry. null: the issue that builds the page also names its path (issue 17: the account
 * pages); set it here then. A path given here shows as a link only once a route answers it.
 */
export const featureHrefs: Readonly<Record<FeatureKey, string | null>> = {
  accountOverview: paths.account.getHref(),
  personalInfo: paths.personalInfo.getHref(),
  usageHistory: paths.accountUsage.getHref(),
  linkedServices: paths.linkedServices.getHref(),
  changePassword: paths.changePassword.getHref(),
  packages: paths.services.getHref(),
  family: paths.family.getHref(),
  multiSim: feature('quan-ly-multisim'),
  simChange: feature('dang-ky-doi-sim-4g'),
  simRegistration: feature('dang-ky-sim'),
  identityUpdate: paths.ekyc.getHref(),
  topUp: feature('nap-tien'),
  cardCode: feature('mua-ma-the'),
  billPayment: feature('thanh-toan-dich-vu'),
  eInvoices: paths.eInvoices.getHref(),
  supportRequest: feature('gui-yeu-cau'),
  sentRequests: feature('yeu-cau-da-gui'),
  qualityReport: feature('phan-anh-chat-luong'),
  stores: feature('dia-diem-cua-hang'),
  faq: feature('hoi-dap'),
  news: paths.newsDetail.path,
  apps: paths.apps.getHref(),
  smartTv: feature('smart-tv-ho-tro-mytv'),
  terms: feature('dieu-khoan-su-dung'),
  privacy: feature('chinh-sach-rieng-tu'),
  memberInfo: loyalty(),
  promotions: loyalty('promotions'),
  about: loyalty('about'),
  partners: `${loyalty('about')}?key=becomePartner`,
};

/** SHELL-006: the groups of /tinh-nang and their features, in the order shown. */
const featureGroups: Readonly<Record<FeatureGroupKey, readonly FeatureKey[]>> = {
  account: [
    'accountOverview',
    'personalInfo',
    'usageHistory',
    'linkedServices',
    'changePassword',
    'packages',
    'family',
    'multiSim',
    'simChange',
    'simRegistration',
    'identityUpdate',
  ],
  payments: ['topUp', 'cardCode', 'billPayment', 'eInvoices'],
  support: [
    'supportRequest',
    'sentRequests',
    'qualityReport',
    'stores',
    'faq',
    'news',
    'apps',
    'smartTv',
    'terms',
    'privacy',
  ],
  loyalty: ['memberInfo', 'promotions', 'about', 'partners'],
};

/** SHELL-074 / ROLE-03: hidden from guests, as in the header's support menu. */
const signedInOnlyFeatures: ReadonlySet<FeatureKey> = new Set(['multiSim', 'simChange']);

/** SHELL-101: the external payment services ask a guest to sign in first, as the footer does. */
const guestSignsInFeatures: ReadonlySet<string> = new Set(guardedServicePages.map((page) => feature(page)));

/** The page of a feature, or null when it has none yet (no entry may end on the not-found page). */
export function featureHref(key: FeatureKey, pageExists: PageExists): string | null {
  const href = featureHrefs[key];
  return href !== null && pageExists(href) ? href : null;
}

export interface FeatureDirectoryContext {
  signedIn: boolean;
  pageExists: PageExists;
  /** A guest's payment entry: sign in, then go to `href`. */
  onGuestService: (href: string) => void;
}

/** SHELL-006: /tinh-nang's groups; a feature without a page yet is listed without a link ("coming soon"). */
export function featureDirectory(context: FeatureDirectoryContext): FeatureGroup[] {
  return Object.entries(featureGroups).map(([group, keys]) => ({
    key: group as FeatureGroupKey,
    entries: keys
      .filter((key) => context.signedIn || !signedInOnlyFeatures.has(key))
      .map((key) => {
        const href = featureHref(key, context.pageExists);
        const guestSignsIn = !context.signedIn && href !== null && guestSignsInFeatures.has(href);
        return guestSignsIn ? { key, href, onSelect: () => context.onGuestService(href) } : { key, href };
      }),
  }));
}
