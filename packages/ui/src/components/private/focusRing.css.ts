import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** One visible focus indicator for every control (composed into their classes). */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
