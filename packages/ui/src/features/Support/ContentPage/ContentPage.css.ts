import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [mediaQueries.desktop]: {
      gridTemplateColumns: 'minmax(14rem, 18rem) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.xxl,
  fontWeight: vars.fontWeight.bold,
});

/** The page's own column: a line length that reads well (about 70 characters). */
export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '70ch',
  minWidth: 0,
  fontSize: vars.fontSize.md,
  lineHeight: '1.7',
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // The sticky header must not hide a heading reached from the table of contents.
  scrollMarginTop: '6rem',
});

export const heading = style({
  margin: 0,
  marginTop: vars.space.md,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const paragraph = style({ margin: 0 });

export const toc = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  '@media': { [mediaQueries.desktop]: { position: 'sticky', top: '6rem' } },
});

export const tocTitle = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.semibold,
});

export const tocList = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const tocLink = style({ color: vars.color.brandText });
