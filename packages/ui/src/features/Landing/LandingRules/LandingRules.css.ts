import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const paragraph = style({ margin: 0 });

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.xl,
});
