import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const boxes = style({ display: 'flex', gap: vars.space.sm });

export const box = style({
  width: vars.controlHeight.lg,
  minWidth: 0,
  flex: '0 1 auto',
  paddingInline: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});
