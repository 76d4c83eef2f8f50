import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const step = styleVariants({
  reached: { fontWeight: vars.fontWeight.semibold },
  ahead: { color: vars.color.textMuted },
});

export const time = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
