import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  border: 0,
  margin: 0,
  padding: 0,
});

export const legend = style({ fontWeight: 700, marginBottom: vars.space.sm, padding: 0 });

export const captchaRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const captchaImage = style({
  display: 'block',
  width: '150px',
  height: '50px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
