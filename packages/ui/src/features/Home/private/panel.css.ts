import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

/** The frame the home's explanatory panels share (loyalty, app, roaming). */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.bold,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const subTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.xl,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: 'auto' });
