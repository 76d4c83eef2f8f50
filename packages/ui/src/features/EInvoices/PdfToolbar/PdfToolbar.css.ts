import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const group = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const status = style({
  minWidth: '6.5rem',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontVariantNumeric: 'tabular-nums',
});
