import { style } from '@vanilla-extract/css';
import { vars } from '@selfcare/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '880px',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.xxl });
