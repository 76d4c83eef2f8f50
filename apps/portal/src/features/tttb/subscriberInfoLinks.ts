import type { SubscriberInfoLinks } from '@selfcare/ui';
import { config } from '../../config/env';
import { paths } from '../../config/paths';

/** The store locator's page (issue 20, ACC-82), under /tinh-nang. */
const storeLocatorHref = paths.features.getHref('dia-diem-cua-hang');

/**
 * LAND-01: where the three ways lead. The QR code opens the portal's apps page (store links for the
 * phone that scans it); the website gets the number as its `msisdn` query when the page knows it.
 */
export function subscriberInfoLinks(origin: string, number: string | undefined): SubscriberInfoLinks {
  const website = new URL(config.subscriberInfoSiteUrl, origin);
  if (number) website.searchParams.set('msisdn', number);
  const sameOrigin = website.origin === origin;
  return {
    appStore: config.appLinks.ios,
    googlePlay: config.appLinks.android,
    qrValue: new URL(paths.apps.getHref(), origin).href,
    website: sameOrigin ? `${website.pathname}${website.search}` : website.href,
    stores: storeLocatorHref,
  };
}
