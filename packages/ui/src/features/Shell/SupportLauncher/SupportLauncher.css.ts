import { style } from '@vanilla-extract/css';
import { bottomBarHeight, whileBottomBar } from '../../../components/private/bottomBar';
import { vars } from '../../../themes/vars.css';

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

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const request = style({
  color: vars.color.brandText,
  textDecoration: 'underline',
  fontWeight: vars.fontWeight.semibold,
});
