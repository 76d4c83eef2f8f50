import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.lg,
  maxWidth: '560px',
  marginInline: 'auto',
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  textAlign: 'center',
});

export const icon = style({
  alignSelf: 'center',
  display: 'grid',
  placeItems: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.full,
});
export const success = style({ backgroundColor: vars.color.positiveSoft, color: vars.color.positiveText });
export const fail = style({ backgroundColor: vars.color.criticalSoft, color: vars.color.criticalText });
export const processing = style({ backgroundColor: vars.color.cautionSoft, color: vars.color.cautionText });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.bold,
});

export const message = style({ margin: 0 });
