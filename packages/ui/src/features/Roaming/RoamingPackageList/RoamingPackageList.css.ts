import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const activeItem = style({ borderColor: vars.color.positive });

/** Fixed square so images never shift the layout. */
export const image = style({
  width: '72px',
  height: '72px',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceSunken,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const price = style({ margin: 0, color: vars.color.brandText, fontWeight: vars.fontWeight.bold });

export const stars = style({ margin: 0, color: vars.color.cautionText, letterSpacing: '2px' });

export const footer = style({ display: 'flex', justifyContent: 'center' });
