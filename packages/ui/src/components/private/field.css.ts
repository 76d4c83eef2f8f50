import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRing } from './focusRing.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const optional = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  marginInlineStart: vars.space.xs,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.criticalText,
});

/** The box look shared by text inputs, the select trigger and OTP boxes. */
export const control = style([
  focusRing,
  {
    width: '100%',
    minHeight: vars.controlHeight.lg,
    paddingInline: vars.space.md,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.md,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted },
      '&:focus-visible': { borderColor: vars.color.brand, outlineOffset: '0' },
      '&[aria-invalid="true"]': { borderColor: vars.color.critical },
      '&:disabled': {
        backgroundColor: vars.color.surfaceSunken,
        color: vars.color.textDisabled,
        cursor: 'not-allowed',
      },
    },
  },
]);
