/** Home page rules (SHELL-002 layout is the team's; SHELL-118 banners; CONST-13 carousels; CONST-54 data left). */
import { safeImageUrl } from './image-url';
import { portalPathsOnly, safeNavigationTarget, type NavigationPolicy } from './navigation';
import { formatWholeNumber } from './number-format';
import { remainingRatio } from './progress';

/** A band of a responsive carousel: from `minWidth` (px) it shows `items` per view. */
export interface CarouselBand {
  readonly minWidth: number;
  readonly items: number;
}

/**
 * CONST-13, CONST-14: the items a carousel shows at a viewport width, from its bands (the widest band
 * whose minimum fits; the narrowest band below every minimum).
 */
export function carouselItemsPerView(bands: readonly CarouselBand[], viewportWidth: number): number {
  const widestFirst = [...bands].sort((a, b) => b.minWidth - a.minWidth);
  return (
    (widestFirst.find((band) => viewportWidth >= band.minWidth) ?? widestFirst[widestFirst.length - 1])
      ?.items ?? 1
  );
}

/** What the summary card shows of the data allowance. */
export interface DataLeft {
  readonly remainingMb: number;
  /** CONST-54: remaining over total (0..1); undefined while the total is not known (no bar then). */
  readonly ratio: number | undefined;
  /** The ratio as a whole percentage for the bar's label; undefined with the ratio. */
  readonly percent: number | undefined;
}

/**
 * CONST-54, SHELL-002: data left of the signed-in subscriber. Negative or missing amounts count as
 * 0; the bar needs a positive total (the user-info answer may carry only the remaining amount).
 */
export function dataLeft(remainingMb: number | undefined, totalMb: number | undefined): DataLeft {
  const remaining = Math.max(0, Number.isFinite(remainingMb) ? (remainingMb ?? 0) : 0);
  if (totalMb === undefined || !(totalMb > 0))
    return { remainingMb: remaining, ratio: undefined, percent: undefined };
  const ratio = remainingRatio(remaining, totalMb);
  return { remainingMb: remaining, ratio, percent: Math.round(ratio * 100) };
}

/** Where a banner leads: a portal path (router link) or an address outside the portal (a new tab). */
export type BannerTarget =
  { readonly kind: 'internal'; readonly path: string } | { readonly kind: 'external'; readonly href: string };

/**
 * SHELL-118 (UNSPEC), issue 23: a banner's link is a server-supplied address, followed only when the
 * navigation guard lets it through (safeNavigationTarget): a portal path, https to a configured host or
 * a known app's deep link; anything else gives no link (the banner is then shown without one).
 */
export function bannerTarget(
  link: string | null | undefined,
  policy: NavigationPolicy = portalPathsOnly,
): BannerTarget | undefined {
  const target = safeNavigationTarget(link, policy);
  if (target === undefined) return undefined;
  return target.kind === 'internal' ? target : { kind: 'external', href: target.href };
}

/** API-188: a banner image may arrive as a data URL; only raster ones (never SVG, which can script). */
const rasterDataUrl = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;

/**
 * SHELL-118, API-188: where a banner's image loads from: what safeImageUrl allows (https: and the
 * portal's own paths) or a base64 raster data URL.
 */
export function safeBannerImageUrl(url: string | null | undefined): string | undefined {
  const trimmed = (url ?? '').trim();
  return rasterDataUrl.test(trimmed) ? trimmed : safeImageUrl(url);
}

/** Loyalty points as a whole number with the locale's grouping ('vi' gives '12.600'). */
export function formatPoints(points: number, locale: string): string {
  return formatWholeNumber(Math.max(0, Math.trunc(points)), locale);
}
