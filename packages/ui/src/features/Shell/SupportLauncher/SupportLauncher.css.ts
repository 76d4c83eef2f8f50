import { fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { BOTTOM_BAR_ATTRIBUTE, bottomBarHeight, whileBottomBar } from '../../../components/private/bottomBar';
import { vars } from '../../../themes/vars.css';
import { bottomBoxBlock } from '../private/scrollPadding.css';

/** One button above the back-to-top button's place. */
const resting = `${vars.space.lg} + ${vars.controlHeight.lg} + ${vars.space.sm}`;

/**
 * Fixed in the right-hand gutter the download box leaves free, one button above the back-to-top
 * button's place, so the two never overlap; out of the flow, so it shifts nothing.
 */
export const root = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  bottom: `calc(${resting})`,
  selectors: { [whileBottomBar]: { bottom: `calc(${bottomBarHeight} + ${resting})` } },
  zIndex: vars.zIndex.header,
  boxShadow: vars.shadow.md,
  borderRadius: vars.radius.full,
});

/**
 * WCAG 2.4.11: what focus scrolls into view stops above the floating buttons (this one and back-to-top below
 * it) and the download box, not under them; on a phone they stand over the content.
 */
const floatingStack = `${resting} + ${vars.controlHeight.lg} + ${vars.space.sm}`;
const clearance = `max(calc(${floatingStack}), ${fallbackVar(bottomBoxBlock, '0px')})`;
globalStyle(`html:has(${root})`, { scrollPaddingBottom: clearance });
globalStyle(`html:has(${root}):has([${BOTTOM_BAR_ATTRIBUTE}])`, {
  scrollPaddingBottom: `calc(${bottomBarHeight} + ${clearance})`,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const request = style({
  color: vars.color.brandText,
  textDecoration: 'underline',
  fontWeight: vars.fontWeight.semibold,
});
