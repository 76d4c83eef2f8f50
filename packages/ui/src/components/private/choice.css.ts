import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** Choices drawn as selectable rows: payment methods, banks, billing cycles. */
export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
});

/** A radio rendered as a selectable row; the native input keeps keyboard and screen-reader behaviour. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  minHeight: vars.controlHeight.md,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSoft },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const radio = style({
  width: '18px',
  height: '18px',
  margin: 0,
  accentColor: vars.color.brand,
  flexShrink: 0,
});

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const error = style({
  margin: 0,
  color: vars.color.criticalText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});
