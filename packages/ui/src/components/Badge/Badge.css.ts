import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

const tone = (background: string, color: string) => ({ backgroundColor: background, color });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '20px',
    height: '20px',
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.xs,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      brand: tone(vars.color.brand, vars.color.onBrand),
      critical: tone(vars.color.critical, vars.color.onCritical),
      positive: tone(vars.color.positive, vars.color.onPositive),
      caution: tone(vars.color.caution, vars.color.onCaution),
      info: tone(vars.color.info, vars.color.onInfo),
      neutral: tone(vars.color.neutralSoft, vars.color.neutralText),
    },
    label: {
      true: { paddingInline: vars.space.sm, height: '24px' },
      false: {},
    },
  },
  defaultVariants: { tone: 'critical', label: false },
});
