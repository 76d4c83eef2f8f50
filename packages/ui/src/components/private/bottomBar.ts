import { vars } from '../../themes/vars.css';

/**
 * A bar fixed across the bottom of the screen (the landing page's stuck call to action) carries this
 * attribute while it is fixed, so the floating buttons (support, back to top) rise above it instead of
 * covering it on a phone.
 */
export const BOTTOM_BAR_ATTRIBUTE = 'data-bottom-bar';

/** The bar's height: a large control with its padding above and below. */
export const bottomBarHeight = `calc(${vars.controlHeight.lg} + 2 * ${vars.space.md})`;

/** The selector of a floating element while a bottom bar is on the screen. */
export const whileBottomBar = `body:has([${BOTTOM_BAR_ATTRIBUTE}]) &`;
