/**
 * §4 short-link page: where each decision of the domain (machines/short-link.ts) leads in this portal.
 * The rules live in the domain; this module only names the portal's pages and builds the addresses.
 */
import type { ShortLinkDecision } from '@selfcare/domain';
import { paths } from '../../config/paths';
import { defaultServiceGroup } from '../../config/serviceGroups';

/** DOM-34: the package's page among the mobile packages, with sub_id when the link carries one. */
export function packagePageHref(decision: Extract<ShortLinkDecision, { kind: 'package' }>): string {
  const page =
    decision.packageId === ''
      ? paths.services.getHref(defaultServiceGroup)
      : paths.packageDetail.getHref(defaultServiceGroup, decision.packageId);
  return decision.subId ? `${page}?${new URLSearchParams({ sub_id: decision.subId }).toString()}` : page;
}

/** DOM-37, ERR-25: the mobile-package services page. */
export const mobilePackagesHref = (): string => paths.services.getHref(defaultServiceGroup);

/** LAND-62: short_link is the address the person opened: origin + path + a. */
export function shortLinkAddress(location: Pick<Location, 'origin' | 'pathname'>, a: string): string {
  return `${location.origin}${location.pathname}?${new URLSearchParams({ a }).toString()}`;
}
