import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

/** The count and the vote (or the voted mark) on one line, wrapping on a narrow phone. */
export const votes = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});
