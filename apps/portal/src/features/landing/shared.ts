/** Words and blocks many campaign tables share (issue 21), in both languages like the tables. */
import type {
  LandingBlock,
  LandingFooterContent,
  LandingImage,
  LandingLink,
  LandingStep,
} from '@selfcare/ui';
import { PROMOTIONS, type Promotion } from '@selfcare/domain';
import type { CampaignContext } from './campaign';

/** A §9 promotion by its matrix row: a table reads its days and limits from domain, never copies them. */
export function promotion(rowId: string): Promotion {
  const found = PROMOTIONS.find((candidate) => candidate.rowId === rowId);
  if (!found) throw new Error(`No promotion ${rowId}`);
  return found;
}

export const sharedTexts = {
  vi: {
    footerTitle: 'Tải ứng dụng để tham gia',
    footerLead: 'Ứng dụng của nhà mạng có trên App Store và Google Play.',
    // LAND-70, ROLE-19: page text only, not enforced.
    prepaidNote: 'Chương trình áp dụng cho thuê bao di động trả trước.',
    rulesButton: 'Xem thể lệ',
    buyPackage: 'Mua gói cước',
    registerPackage: 'Đăng ký gói cước',
    howTo: 'Hướng dẫn tham gia',
    rules: 'Thể lệ chương trình',
    period: 'Thời gian: {{from}} – {{to}}',
    groupTitle: 'Chương trình khuyến mãi',
    groupLead: 'Các chương trình ưu đãi của nhà mạng, trên web và trong ứng dụng.',
  },
  'en-US': {
    footerTitle: 'Get the app to take part',
    footerLead: "The operator's app is on the App Store and Google Play.",
    prepaidNote: 'The programme is for prepaid mobile subscribers.',
    rulesButton: 'See the rules',
    buyPackage: 'Buy a package',
    registerPackage: 'Register a package',
    howTo: 'How to take part',
    rules: 'Programme rules',
    period: 'Period: {{from}} – {{to}}',
    groupTitle: 'Promotions',
    groupLead: "The operator's offers, on the web and in the app.",
  },
} as const;

export type SharedTexts = (typeof sharedTexts)['vi'] | (typeof sharedTexts)['en-US'];

export const sharedTextsOf = (context: CampaignContext): SharedTexts => sharedTexts[context.language];

/** The campaign art in public/landing: our own small SVGs, sized so the hero never shifts. */
export function campaignArt(
  name: 'voucher' | 'cashback' | 'tv' | 'loyalty' | 'points' | 'app',
): LandingImage {
  return { src: `/landing/${name}.svg`, width: 640, height: 400, alt: '' };
}

/** '{{from}} – {{to}}' with the campaign's days written for the reader. */
export function periodLine(context: CampaignContext, window: { from: string; to: string }): string {
  return sharedTextsOf(context)
    .period.replace('{{from}}', context.formatDate(window.from))
    .replace('{{to}}', context.formatDate(window.to));
}

/** LAND-24, LAND-36, LAND-51: the store links and the QR to the download page, with the prepaid note. */
export function storesFooter(context: CampaignContext, note = true): LandingFooterContent {
  const texts = sharedTextsOf(context);
  return {
    title: texts.footerTitle,
    lead: texts.footerLead,
    appStoreHref: context.stores.appStore,
    playStoreHref: context.stores.playStore,
    qrValue: context.downloadQr,
    ...(note ? { note: texts.prepaidNote } : {}),
  };
}

/** Steps as the tables write them: [title, text] pairs. */
export const stepsOf = (pairs: readonly (readonly [string, string])[]): LandingStep[] =>
  pairs.map(([title, text]) => ({ title, text }));

/**
 * LAND-21, LAND-22, LAND-28, LAND-35: 'See the rules' opens the news detail with the campaign's news id,
 * the package button the package list with type 1 and its category (CONST-42, CONST-43).
 */
export function newsAndPackageLinks(
  context: CampaignContext,
  news: { newsId: number; categoryId: number },
  packageLabel: 'buyPackage' | 'registerPackage',
): LandingLink[] {
  const texts = sharedTextsOf(context);
  return [
    {
      id: 'rules',
      label: texts.rulesButton,
      href: context.appLink('NEWS_DETAIL', { id: news.newsId }),
      variant: 'secondary',
    },
    {
      id: 'packages',
      label: texts[packageLabel],
      href: context.appLink('PACKAGE_LIST', { type: 1, category: news.categoryId }),
    },
  ];
}

/** A block of rules from plain text. */
export const rulesBlock = (
  context: CampaignContext,
  {
    id = 'rules',
    title,
    ...content
  }: { id?: string; title?: string; paragraphs?: readonly string[]; items?: readonly string[] },
): LandingBlock => ({ kind: 'rules', id, title: title ?? sharedTextsOf(context).rules, ...content });
