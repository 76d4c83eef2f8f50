import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({ color: vars.color.textMuted, display: 'inline-flex' });

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({ margin: 0, maxWidth: '40ch' });
