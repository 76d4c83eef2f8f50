import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../private/focusRing.css';

export const link = style([
  focusRing,
  {
    color: vars.color.brandText,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
    },
  },
]);
