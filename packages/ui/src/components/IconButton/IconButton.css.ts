import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../private/focusRing.css';

export const iconButton = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      padding: 0,
      border: '1px solid transparent',
      borderRadius: vars.radius.full,
      cursor: 'pointer',
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.55 } },
    },
  ],
  variants: {
    variant: {
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.neutralSoft } },
      },
      solid: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandHover } },
      },
      outline: {
        backgroundColor: vars.color.surface,
        color: vars.color.brandText,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandSoft } },
      },
    },
    size: {
      sm: { width: vars.controlHeight.sm, height: vars.controlHeight.sm },
      md: { width: vars.controlHeight.md, height: vars.controlHeight.md },
      lg: { width: vars.controlHeight.lg, height: vars.controlHeight.lg },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export const icon = style({ display: 'inline-flex' });
