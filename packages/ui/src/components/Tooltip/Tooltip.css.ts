import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const content = style({
  zIndex: vars.zIndex.dropdown,
  maxWidth: '280px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.neutralActive,
  color: vars.color.onNeutral,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  boxShadow: vars.shadow.md,
});

export const arrow = style({ fill: vars.color.neutralActive });
