import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';
import { qrCodeStyles } from '../../../components/private/qrCodeStyles';

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

const qrCode = qrCodeStyles(QR_SIZE_PX);
export const qrFrame = qrCode.frame;

export const caption = qrCode.caption;

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});
