import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
});

export const status = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.cautionSoft,
  color: vars.color.cautionText,
  fontWeight: vars.fontWeight.semibold,
});
