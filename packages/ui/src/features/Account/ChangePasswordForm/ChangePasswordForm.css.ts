import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '28rem',
});

export const failure = style({ margin: 0, color: vars.color.criticalText });

/** Always in the page and in the accessibility tree (empty, it takes no room), so the success is announced. */
export const status = style({ margin: 0, color: vars.color.positiveText });
