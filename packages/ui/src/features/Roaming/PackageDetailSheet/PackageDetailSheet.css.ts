import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  overflowY: 'auto',
  minHeight: 0,
});

/** 16:9 box: the image never shifts the sheet. */
export const imageBox = style({
  aspectRatio: '16 / 9',
  width: '100%',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
});
export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const tableWrap = style({ overflowX: 'auto' });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});
export const cell = style({
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
