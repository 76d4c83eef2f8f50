import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

/**
 * Sticky to the bottom edge, but in the page's flow: the portal renders it after the main content,
 * inside a frame that ends where the footer starts, so while the page scrolls it floats over the
 * content, then rests above the footer and never lies over the footer's links. The width leaves
 * room for the back-to-top button on the right.
 */
export const box = style({
  position: 'sticky',
  bottom: vars.space.lg,
  alignSelf: 'flex-start',
  marginInlineStart: vars.space.lg,
  marginBlockEnd: vars.space.lg,
  zIndex: vars.zIndex.header,
  width: 'min(320px, calc(100vw - 96px))',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  '@media': {
    [mediaQueries.mobile]: {
      padding: vars.space.md,
      bottom: vars.space.sm,
      marginInlineStart: vars.space.sm,
      marginBlockEnd: vars.space.sm,
    },
  },
});

export const top = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.semibold,
});

export const body = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  // Phones: the title and the two store links say enough; the box stays low.
  '@media': { [mediaQueries.mobile]: { display: 'none' } },
});

export const stores = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
