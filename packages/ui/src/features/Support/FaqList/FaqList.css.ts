import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const search = style({ maxWidth: '36rem' });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const answerLink = style({
  display: 'inline-block',
  marginTop: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.brandText,
});
