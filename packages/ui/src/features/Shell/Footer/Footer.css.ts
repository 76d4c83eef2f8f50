import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

export const footer = style({
  marginTop: vars.space.xxxl,
  background: vars.color.surfaceSunken,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  // Issue 22: below the first screen of every page, laid out once it nears the view (as renderedNearView, whose
  // padding it does not need: its inner padding keeps its links' focus rings inside the paint containment).
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 40rem',
});

export const inner = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.semibold,
});

export const copyright = style({ margin: 0, color: vars.color.textMuted, gridColumn: '1 / -1' });
