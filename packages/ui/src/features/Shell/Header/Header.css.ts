import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../../components/private/focusRing.css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

const container = {
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  paddingInline: vars.space.lg,
  boxSizing: 'border-box',
} as const;

/** CONST-09: the utility bar is exactly 50 px tall, so the main bar sticks after 50 px of scroll. */
export const utilityBar = style({
  height: '50px',
  boxSizing: 'border-box',
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  '@media': { [mediaQueries.mobile]: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.xs } },
});

export const utilityInner = style({
  ...container,
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const segment = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  whiteSpace: 'nowrap',
});

export const segmentCurrent = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.brandText });

export const contacts = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gap: vars.space.lg,
  '@media': { [mediaQueries.desktop]: { display: 'flex' } },
});

export const contactLabel = style({ color: vars.color.textMuted, marginInlineEnd: vars.space.xs });

const MAIN_BAR_HEIGHT = '64px';

/** SHELL-103: sticky main bar; the shadow appears once the page scrolled past 50 px. */
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '&[data-sticky="true"]': { boxShadow: vars.shadow.md } },
});

/**
 * WCAG 2.4.11: what focus (or a link to an anchor) scrolls into view stops below the stuck bar, not under it:
 * the bar's height, its border and a small gap.
 */
globalStyle(`html:has(${header})`, { scrollPaddingTop: `calc(${MAIN_BAR_HEIGHT} + 1px + ${vars.space.sm})` });

export const mainBar = style({
  ...container,
  height: MAIN_BAR_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [mediaQueries.desktop]: { gap: vars.space.lg } },
});

export const brand = style([
  focusRing,
  {
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: vars.color.brandText,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.md,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    '@media': {
      [mediaQueries.desktop]: { flexShrink: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg },
    },
  },
]);

export const desktopNav = style({
  display: 'none',
  flex: 1,
  '@media': { [mediaQueries.desktop]: { display: 'block' } },
});

export const navList = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  minHeight: vars.controlHeight.md,
  padding: `0 ${vars.space.sm}`,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const desktopOnly = style({
  display: 'none',
  '@media': { [mediaQueries.desktop]: { display: 'flex' } },
});

export const mobileOnly = style({
  display: 'flex',
  '@media': { [mediaQueries.desktop]: { display: 'none' } },
});

export const searchPanel = style({ ...container, paddingBlock: vars.space.md });

export const searchForm = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  maxWidth: '640px',
});
