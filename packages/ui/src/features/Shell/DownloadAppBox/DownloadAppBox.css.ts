import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

export const box = style({
  position: 'fixed',
  insetInlineStart: vars.space.lg,
  bottom: vars.space.lg,
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
  '@media': { [mediaQueries.mobile]: { padding: vars.space.md } },
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
});

export const stores = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
