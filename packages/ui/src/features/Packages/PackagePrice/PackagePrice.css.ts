import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../themes/vars.css';

export const price = recipe({
  base: {
    margin: 0,
    color: vars.color.brandText,
    display: 'flex',
    alignItems: 'baseline',
    gap: vars.space.xxs,
  },
  variants: {
    size: {
      md: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg },
      lg: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const amount = style({ fontWeight: vars.fontWeight.bold });

export const period = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});
