import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
});

export const label = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const code = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

/** The light quiet zone a scanner needs, in both themes. */
export const frame = style({
  display: 'grid',
  placeItems: 'center',
  boxSizing: 'border-box',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.codeSurface,
  color: vars.color.onCodeSurface,
});

export const qr = style({ width: '10rem', height: '10rem' });

export const barcode = style({ width: '16rem', maxWidth: '100%', height: '5rem' });

export const svg = style({ display: 'block', width: '100%', height: '100%' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const status = style({ margin: 0, minHeight: vars.lineHeight.sm, fontSize: vars.fontSize.sm });
