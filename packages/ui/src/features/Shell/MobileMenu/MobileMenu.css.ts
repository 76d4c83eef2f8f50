import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.semibold,
});

export const greeting = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const groupList = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
