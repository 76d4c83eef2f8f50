/** Short-link page routing decision (§4). */
import { navigationHref, portalPathsOnly, safeNavigationTarget, type NavigationPolicy } from '../navigation';

/** DOM-34 (GAP): the marker inside parameter `a` that carries a package id; configurable. */
export const DEFAULT_SHORT_LINK_MARKER = 'ckd_';

/** What the short-link page knows when it opens. */
export interface ShortLinkInput {
  readonly authorized: boolean;
  readonly loggedInByMobileNetwork: boolean;
  /** Query parameter a. */
  readonly a: string;
  readonly subId?: string | undefined;
  readonly marker?: string | undefined;
}

/** Where the short-link page goes first. */
export type ShortLinkDecision =
  /** DOM-33: to the login host with the current path and query. */
  | { readonly kind: 'login' }
  /** DOM-34: channel ckd, the package id after the marker, to the mobile-package page (optional sub_id). */
  | {
      readonly kind: 'package';
      readonly channel: 'ckd';
      readonly packageId: string;
      readonly subId: string | undefined;
    }
  /** DOM-35: resolve the short link through the server. */
  | { readonly kind: 'resolve' };

/** DOM-33 ... DOM-35: the first decision of the short-link page. */
export function shortLinkDecision(input: ShortLinkInput): ShortLinkDecision {
  if (!input.authorized && !input.loggedInByMobileNetwork) return { kind: 'login' };
  const marker = input.marker ?? DEFAULT_SHORT_LINK_MARKER;
  const at = marker === '' ? -1 : input.a.indexOf(marker);
  if (at >= 0) {
    return {
      kind: 'package',
      channel: 'ckd',
      packageId: input.a.slice(at + marker.length),
      subId: input.subId,
    };
  }
  return { kind: 'resolve' };
}

/** The successful getUrlMapping answer (UrlMapping fits), as far as the decision needs it. */
export interface ShortLinkMapping {
  readonly convertUrl: string | undefined;
  readonly channel: string | undefined;
  readonly campaign: string | undefined;
}

/** After resolution: redirect with what to store, or the mobile-package services page. */
export type ShortLinkResolution =
  | { readonly kind: 'redirect'; readonly channel: string; readonly camp: string; readonly target: string }
  | { readonly kind: 'packages' };

/**
 * DOM-36, DOM-37, ERR-25: a mapping with a target URL redirects (channel and campaign stored); a failed call
 * (undefined: network or error_code other than '0') or a mapping without target goes to the packages page.
 * Issue 23: a target the navigation guard refuses (javascript:, another host …) counts as no target.
 */
export function shortLinkResolution(
  mapping: ShortLinkMapping | undefined,
  policy: NavigationPolicy = portalPathsOnly,
): ShortLinkResolution {
  const checked = safeNavigationTarget(mapping?.convertUrl, policy);
  if (!mapping || checked === undefined) return { kind: 'packages' };
  return {
    kind: 'redirect',
    channel: mapping.channel ?? '',
    camp: mapping.campaign ?? '',
    target: navigationHref(checked),
  };
}
