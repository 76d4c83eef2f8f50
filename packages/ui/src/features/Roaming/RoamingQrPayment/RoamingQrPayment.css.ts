import { style } from '@vanilla-extract/css';
import { ROAMING_QR_SIZE_PX } from '@selfcare/domain';
import { vars } from '../../../themes/vars.css';

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.bold,
});

/** ROAM-073: the QR box is exactly 148 px (plus a quiet zone), reserved while loading. */
export const qrBox = style({
  alignSelf: 'center',
  display: 'grid',
  placeItems: 'center',
  width: `calc(${ROAMING_QR_SIZE_PX}px + 2 * ${vars.space.md})`,
  height: `calc(${ROAMING_QR_SIZE_PX}px + 2 * ${vars.space.md})`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.codeSurface,
  border: `1px solid ${vars.color.border}`,
  touchAction: 'manipulation',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  WebkitTouchCallout: 'none',
});

export const qrError = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  color: vars.color.onCodeSurface,
});

export const amount = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandText,
});

export const coupon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.caution}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.cautionSoft,
  color: vars.color.cautionText,
});

export const couponTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const buttons = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

export const savedImage = style({
  alignSelf: 'center',
  width: `${ROAMING_QR_SIZE_PX * 1.5}px`,
  height: `${ROAMING_QR_SIZE_PX * 1.5}px`,
  WebkitTouchCallout: 'default',
});

export const hint = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const amountLabel = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.regular,
});

export const couponNote = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });
