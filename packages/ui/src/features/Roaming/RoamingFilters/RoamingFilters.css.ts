import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
});
