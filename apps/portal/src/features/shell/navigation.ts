import { nameIn, type PromotionCategory } from '@selfcare/domain';
import {
  accountPageKeys,
  type AccountPageKey,
  type FeatureKey,
  type NavGroup,
  type NavItem,
} from '@selfcare/ui';
import { paths } from '../../config/paths';
import type { PageExists } from '../../lib/pageDirectory';
import { serviceGroups } from '../../config/serviceGroups';
import { featureHref } from './featurePages';
import { guardedServicePages } from './servicePages';

/** SHELL-061 … SHELL-073: the customer-support sub-pages under /tinh-nang. */
const supportPages = [
  'hoa-don-dien-tu',
  'gui-yeu-cau',
  'phan-anh-chat-luong',
  'yeu-cau-da-gui',
  'dia-diem-cua-hang',
  'dang-ky-doi-sim-4g',
  'dang-ky-sim',
  'hoi-dap',
  'dieu-khoan-su-dung',
  'chinh-sach-rieng-tu',
  'smart-tv-ho-tro-mytv',
  'quan-ly-multisim',
  'ung-dung',
];

/** SHELL-074 / ROLE-03: multi-SIM management and the SIM change are hidden from guests. */
const signedInOnlySupportPages = new Set(['quan-ly-multisim', 'dang-ky-doi-sim-4g']);

/** SHELL-092 … SHELL-099: the footer's public links and its sign-in-only services. */
const footerSupportPages = [
  'gui-yeu-cau',
  'yeu-cau-da-gui',
  'dia-diem-cua-hang',
  'hoi-dap',
  'dieu-khoan-su-dung',
];

const featureLink = (page: string): NavItem => ({ key: `nav.${page}`, href: paths.features.getHref(page) });

export interface NavigationContext {
  signedIn: boolean;
  /** ROLE-10: member info is present (the loyalty warning replaces member pages otherwise). */
  member: boolean;
  promotionCategories: readonly PromotionCategory[];
  /** The reader's language (an i18n code): server-named entries are labelled in it when they can be. */
  language: string;
  /** SHELL-075, SHELL-076: a guest's member-only entries open the login dialog. */
  onSignInFirst: (href: string) => void;
  /** SHELL-080: a non-member gets the loyalty warning instead. */
  onNotMember: () => void;
}

/** LOY-31: the member page opens the card dialog when its address asks for it (`?card=open`). */
const MEMBER_CARD_QUERY = new URLSearchParams({ card: 'open' }).toString();

/**
 * LOY-11 (§2.7 "member info" group), after the card: point management (history, services, gifting),
 * member privileges, and my promotions (vouchers, gifts, their usage history), under /vinaphone-plus.
 */
const memberPages = {
  pointHistory: 'point-history',
  pointService: 'point-service',
  pointGift: 'point-gift',
  membershipBenefits: 'membership-benefits',
  myVouchers: 'offer?tabIndex=1',
  myGifts: 'offer?tabIndex=2',
  voucherHistory: 'voucher-history',
} as const;

/** §2.2: home, packages, support and the loyalty menu, as the header shows them. */
export function headerNavigation(context: NavigationContext): NavGroup[] {
  const memberOnly = (item: NavItem): NavItem => {
    if (!context.signedIn) return { ...item, onSelect: () => context.onSignInFirst(item.href) };
    return context.member ? item : { ...item, onSelect: context.onNotMember };
  };
  const promotions: NavItem[] =
    context.promotionCategories.length > 0
      ? context.promotionCategories.map((category) => ({
          key: `promotion-${category.id}`,
          // LOY-12: each category in the reader's language when the server named it in both.
          label: nameIn(category.name, context.language),
          href: `${paths.loyalty.getHref('promotions')}?${new URLSearchParams({ id: category.id }).toString()}`,
        }))
      : [{ key: 'nav.promotions', href: paths.loyalty.getHref('promotions') }];
  return [
    { key: 'nav.home', href: paths.home.getHref() },
    {
      key: 'nav.packages',
      href: paths.services.getHref(),
      items: serviceGroups.map((page) => ({ key: `nav.${page}`, href: paths.services.getHref(page) })),
    },
    {
      key: 'nav.support',
      href: paths.features.getHref('gui-yeu-cau'),
      items: supportPages
        .filter((page) => context.signedIn || !signedInOnlySupportPages.has(page))
        .map(featureLink),
    },
    {
      key: 'nav.loyalty',
      href: paths.loyalty.getHref(),
      items: [
        memberOnly({ key: 'nav.memberInfo', href: paths.loyalty.getHref() }),
        // LOY-11, LOY-31 (§2.7 "member info" group): the card opens as the member page's dialog.
        memberOnly({ key: 'nav.memberCard', href: `${paths.loyalty.getHref()}?${MEMBER_CARD_QUERY}` }),
        // The member pages beside member info, guarded alike (SHELL-075, SHELL-080).
        ...Object.entries(memberPages).map(([page, sub]) =>
          memberOnly({ key: `nav.${page}`, href: paths.loyalty.getHref(sub) }),
        ),
        ...promotions.map(memberOnly),
        { key: 'nav.about', href: paths.loyalty.getHref('about') },
        { key: 'nav.partners', href: `${paths.loyalty.getHref('about')}?key=becomePartner` },
      ],
    },
  ];
}

/** §2.2 account menu: the feature each entry opens (its page in featurePages.ts). */
const accountFeatures: Readonly<Record<AccountPageKey, FeatureKey>> = {
  overview: 'accountOverview',
  personalInfo: 'personalInfo',
  usageHistory: 'usageHistory',
  linkedServices: 'linkedServices',
  changePassword: 'changePassword',
  faq: 'faq',
  servicePayment: 'billPayment',
  newsPromotion: 'news',
};

/**
 * §2.2, SHELL-081, GEN-11: the account menu opens the portal's own pages, and only those that exist:
 * an entry appears once its page does. The enterprise portal is reached by the personal / enterprise
 * switch only (SHELL-088).
 */
export function accountLinks(pageExists: PageExists): NavItem[] {
  return accountPageKeys.flatMap((page) => {
    const href = featureHref(accountFeatures[page], pageExists);
    return href === null ? [] : [{ key: `account.${page}`, href }];
  });
}

/** §2.3: the footer columns; for a guest the services ask to sign in first (SHELL-101). */
export function footerLinks(signedIn: boolean, onGuestService: (href: string) => void) {
  return {
    // SHELL-006: and the page that lists every feature, so any of them is two clicks away.
    supportLinks: [
      ...footerSupportPages.map(featureLink),
      { key: 'nav.features', href: paths.features.getHref() },
    ],
    serviceLinks: guardedServicePages.map((page) => {
      const item = featureLink(page);
      return signedIn ? item : { ...item, onSelect: () => onGuestService(item.href) };
    }),
  };
}
