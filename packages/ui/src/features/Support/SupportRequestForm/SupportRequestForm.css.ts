import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '40rem',
});

export const description = style({ minHeight: '8rem', paddingTop: vars.space.sm, resize: 'vertical' });

export const photoRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const preview = style({
  display: 'block',
  maxWidth: '10rem',
  maxHeight: '10rem',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const fileInput = style({ fontSize: vars.fontSize.sm, maxWidth: '100%' });

export const failure = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.criticalText,
});
