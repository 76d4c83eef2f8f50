import {
  carouselItemsPerView,
  LANDING_CAROUSEL_BREAKPOINTS,
  MAIN_CAROUSEL_BREAKPOINTS,
  SWIPER_SLIDES,
} from '@selfcare/domain';

/** Items per view by width band, beside the carousel (the numbers are domain's CONST-13 and CONST-14). */
export const carouselLayouts = {
  /** CONST-13: 4 items from 1024 px, 3 from 464 px, 2 below. */
  main: MAIN_CAROUSEL_BREAKPOINTS,
  /** CONST-14: 3 items from 1024 px, 2 from 464 px, 1 below. */
  landing: LANDING_CAROUSEL_BREAKPOINTS,
  /** CONST-17: the landing swiper, 4 slides from 1024 px, 1 below. */
  swiper: [
    { minWidth: SWIPER_SLIDES.wideMinWidth, maxWidth: 3000, items: SWIPER_SLIDES.wide },
    { minWidth: 0, maxWidth: SWIPER_SLIDES.wideMinWidth, items: SWIPER_SLIDES.narrow },
  ],
  /** One slide at every width (step-by-step how-to carousels, the home's banners). */
  single: [{ minWidth: 0, maxWidth: 3000, items: 1 }],
} as const;

export type CarouselLayout = keyof typeof carouselLayouts;

/** The width band's items for a viewport width (domain's rule, CONST-13). */
export function itemsPerView(layout: CarouselLayout, viewportWidth: number): number {
  return carouselItemsPerView(carouselLayouts[layout], viewportWidth);
}

/**
 * The number of positions embla will find, known before it starts (it starts when first needed,
 * useEmblaWhenNeeded): the dots and the controls' row are painted at their final size. A loop has a position
 * per slide; otherwise the last position shows the last full view. Slides that all fit in one view have one.
 */
export function expectedSnapCount(
  slides: number,
  layout: CarouselLayout,
  loop: boolean,
  viewportWidth: number,
): number {
  const perView = itemsPerView(layout, viewportWidth);
  if (slides <= perView) return 1;
  // Embla loops when the other slides fill the view around each one. Each slide carries its gap (its inline
  // start padding, the container pulled back by one gap), so one spare slide is enough: 4 slides, 3 to a view,
  // loop at 1280 px in four positions. Without a loop the last position shows the last full view.
  return loop ? slides : slides - perView + 1;
}
