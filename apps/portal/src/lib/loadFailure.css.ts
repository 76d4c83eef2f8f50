import { style } from '@vanilla-extract/css';
import { vars } from '@selfcare/ui';

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});
