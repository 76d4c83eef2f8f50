import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const summary = style({ margin: 0, color: vars.color.textMuted });

export const optionText = style({ display: 'flex', flexDirection: 'column' });

export const link = style({ color: vars.color.brandText });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
