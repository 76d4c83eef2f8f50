/**
 * Issue 21: a landing campaign is a content table (campaigns/<slug>.ts): its texts in both languages,
 * typed per language in the table itself (tsc fails when en-US misses a key vi has), its art, its dates
 * and a `page` that lays the texts out as the ui LandingPage's blocks with the deep links of this
 * environment and device. docs/decisions/landing.md says why the texts live here and not in JSON.
 */
import type { LandingContent } from '@selfcare/ui';
import type { AppScreen, CampaignWindow, DeviceKind } from '@selfcare/domain';
import type { Language } from '../../lib/i18n';

/** The same shape with any text: what en-US must give for the Vietnamese texts. */
export type Translation<T> = T extends string ? string : { [K in keyof T]: Translation<T[K]> };

/** What a table's page is built with: the reader's language and where the buttons lead from here. */
export interface CampaignContext {
  readonly language: Language;
  /** LAND-16, LAND-23: a deep link into the app's screen, on this environment's host. */
  readonly appLink: (screen: AppScreen, params?: Readonly<Record<string, string | number>>) => string;
  readonly device: DeviceKind;
  /** LAND-43: the beta (staging) environment opens the app whatever the device. */
  readonly isStaging: boolean;
  /** LAND-20, LAND-29: the news ids and categories of the environment settings (CONST-42, CONST-43). */
  readonly news: {
    readonly promo: { readonly newsId: number; readonly categoryId: number };
    readonly cashback50: { readonly newsId: number; readonly categoryId: number };
  };
  readonly stores: { readonly appStore: string; readonly playStore: string };
  /** LAND-44: the portal's download page (the operator's apps with store links and QR). */
  readonly downloadPage: string;
  /** What the footer's QR holds: the download page's absolute address. */
  readonly downloadQr: string;
  /** A calendar day written for the reader ('26/02/2025', 'Feb 26, 2025'). */
  readonly formatDate: (day: string) => string;
}

/** A campaign's page without its status: the status comes from the window and the clock. */
export type CampaignPage = Omit<LandingContent, 'status'>;

/** A campaign as the table writes it: texts of both languages and how they are laid out. */
export interface CampaignDefinition<T> {
  readonly slug: string;
  /** CONST-71 … CONST-76: the campaign's days (from domain PROMOTIONS when §9 has them). */
  readonly window?: CampaignWindow;
  readonly texts: { readonly vi: T; readonly 'en-US': Translation<T> };
  page(texts: Translation<T>, context: CampaignContext): CampaignPage;
}

/** A campaign as the route reads it: its slug, its days and its page in the reader's language. */
export interface CampaignTable {
  readonly slug: string;
  readonly window?: CampaignWindow;
  pageFor(context: CampaignContext): CampaignPage;
}

/** Types a table's texts (en-US has every key vi has) and hides them behind `pageFor`. */
export function defineCampaign<const T>(definition: CampaignDefinition<T>): CampaignTable {
  return {
    slug: definition.slug,
    ...(definition.window ? { window: definition.window } : {}),
    // The Vietnamese texts are a Translation of themselves (the same keys, literal strings).
    pageFor: (context) => definition.page(definition.texts[context.language] as Translation<T>, context),
  };
}
