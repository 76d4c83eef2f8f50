/** Issue 21: a campaign table becomes the LandingPage's content for a reader, an environment, a device and an instant. */
import type { LandingContent } from '@selfcare/ui';
import {
  appLinkBaseFor,
  appScreenLink,
  campaignStatus,
  deviceKindOf,
  formatCampaignDay,
  environmentOf,
  isStagingEnvironment,
  type DeviceKind,
} from '@selfcare/domain';
import type { PortalConfig } from '../../config/env';
import { paths } from '../../config/paths';
import type { Language } from '../../lib/i18n';
import type { CampaignContext, CampaignTable } from './campaign';

const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Where this browser stands: the configuration, its language, its device and the portal's origin. */
export interface Reader {
  readonly config: PortalConfig;
  readonly language: Language;
  readonly userAgent: string;
  readonly maxTouchPoints: number;
  readonly origin: string;
}

/** LAND-23, LAND-43: the context a table's page is built with. */
export function campaignContext(reader: Reader): CampaignContext {
  const { landing, appLinks, environment } = reader.config;
  const flag = environmentOf(environment.backendUrl, {
    production: listOf(landing.productionHosts),
    beta: listOf(landing.betaHosts),
  });
  const base = appLinkBaseFor(flag, landing.appLinks);
  const device: DeviceKind = deviceKindOf(reader.userAgent, reader.maxTouchPoints);
  const downloadPage = paths.apps.getHref();
  return {
    language: reader.language,
    appLink: (screen, params) => appScreenLink(base, screen, params),
    device,
    isStaging: isStagingEnvironment(flag),
    news: { promo: landing.promoNews, cashback50: landing.cashback50News },
    stores: { appStore: appLinks.ios, playStore: appLinks.android },
    downloadPage,
    downloadQr: `${reader.origin}${downloadPage}`,
    formatDate: (day) => formatCampaignDay(day, reader.language),
  };
}

/**
 * The page of a table in the reader's language; a campaign outside its days (the clock is passed in)
 * still shows, with a notice of its start or end day first (UNSPEC; docs/decisions/landing.md).
 */
export function campaignContent(table: CampaignTable, context: CampaignContext, now: Date): LandingContent {
  const page = table.pageFor(context);
  const status = campaignStatus(table.window, now);
  if (status === 'running' || !table.window) return page;
  const day = status === 'upcoming' ? table.window.from : table.window.to;
  return { ...page, status: { kind: status, date: context.formatDate(day) } };
}
