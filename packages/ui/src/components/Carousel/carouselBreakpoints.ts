import { LANDING_CAROUSEL_BREAKPOINTS, MAIN_CAROUSEL_BREAKPOINTS } from '@selfcare/domain';

/** Items per view by width band, beside the carousel (the numbers are domain's CONST-13 and CONST-14). */
export const carouselLayouts = {
  /** CONST-13: 4 items from 1024 px, 3 from 464 px, 2 below. */
  main: MAIN_CAROUSEL_BREAKPOINTS,
  /** CONST-14: 3 items from 1024 px, 2 from 464 px, 1 below. */
  landing: LANDING_CAROUSEL_BREAKPOINTS,
  /** One slide at every width (step-by-step how-to carousels). */
  single: [{ minWidth: 0, maxWidth: 3000, items: 1 }],
} as const;

export type CarouselLayout = keyof typeof carouselLayouts;

/** The width band's items for a viewport width (the widest band whose minimum fits). */
export function itemsPerView(layout: CarouselLayout, viewportWidth: number): number {
  const bands = [...carouselLayouts[layout]].sort((a, b) => b.minWidth - a.minWidth);
  return (bands.find((band) => viewportWidth >= band.minWidth) ?? bands[bands.length - 1])?.items ?? 1;
}
