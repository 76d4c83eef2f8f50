import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

export const QR_SIZE_PX = 128;

export const footer = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xl,
  alignItems: 'center',
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '1fr auto' } },
});

export const copy = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const stores = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const qr = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const qrFrame = style({
  display: 'grid',
  placeItems: 'center',
  width: `calc(${QR_SIZE_PX}px + 2 * ${vars.space.md})`,
  height: `calc(${QR_SIZE_PX}px + 2 * ${vars.space.md})`,
  boxSizing: 'border-box',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.codeSurface,
  color: vars.color.onCodeSurface,
});

export const caption = style({
  margin: 0,
  maxWidth: `calc(${QR_SIZE_PX}px + 2 * ${vars.space.xl})`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});
