import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

export const form = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto' } },
});

/** On a wide screen the button lines up with the fields, below their labels. */
export const apply = style({
  '@media': { [mediaQueries.desktop]: { marginTop: vars.space.xl } },
});
