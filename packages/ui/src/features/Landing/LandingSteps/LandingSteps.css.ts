import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } },
});

/** A step's card; in a carousel every card of a row is as tall as the tallest. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const number = style({
  margin: 0,
  color: vars.color.brandText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const stepTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.semibold,
});

export const text = style({ margin: 0, color: vars.color.textMuted });

export const image = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.md });
