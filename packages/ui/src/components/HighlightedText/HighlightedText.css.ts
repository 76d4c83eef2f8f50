import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const mark = style({
  backgroundColor: vars.color.cautionSoft,
  color: 'inherit',
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space.xxs}`,
});
