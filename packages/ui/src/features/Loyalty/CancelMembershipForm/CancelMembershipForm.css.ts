import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
