import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

/** One column on phones, three from the layout switch. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { 'screen and (min-width: 991px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const item = style({ minWidth: 0 });
