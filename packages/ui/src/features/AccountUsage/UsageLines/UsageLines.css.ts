import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const totals = style({ margin: 0, color: vars.color.textMuted });

export const more = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
