import { style } from '@vanilla-extract/css';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../private/focusRing.css';

const solid = (background: string, hover: string, active: string, color: string) => ({
  backgroundColor: background,
  color,
  selectors: {
    '&:hover:not([aria-disabled="true"]):not(:disabled)': { backgroundColor: hover },
    '&:active:not([aria-disabled="true"]):not(:disabled)': { backgroundColor: active },
  },
});

export const button = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.sm,
      border: '1px solid transparent',
      borderRadius: vars.radius.md,
      fontFamily: vars.font.body,
      fontWeight: vars.fontWeight.semibold,
      textDecoration: 'none',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: {
        '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
        '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
      },
    },
  ],
  variants: {
    variant: {
      primary: solid(vars.color.brand, vars.color.brandHover, vars.color.brandActive, vars.color.onBrand),
      critical: solid(
        vars.color.critical,
        vars.color.criticalHover,
        vars.color.criticalActive,
        vars.color.onCritical,
      ),
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.brandText,
        borderColor: vars.color.brandText,
        selectors: {
          '&:hover:not([aria-disabled="true"]):not(:disabled)': { backgroundColor: vars.color.brandSoft },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.brandText,
        selectors: {
          '&:hover:not([aria-disabled="true"]):not(:disabled)': { backgroundColor: vars.color.brandSoft },
        },
      },
    },
    size: {
      sm: { minHeight: vars.controlHeight.sm, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: { minHeight: vars.controlHeight.md, paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: { minHeight: vars.controlHeight.lg, paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Keeps the label's width while the spinner shows, so the button does not jump. */
export const hiddenLabel = style({ opacity: 0 });

export const spinnerOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
