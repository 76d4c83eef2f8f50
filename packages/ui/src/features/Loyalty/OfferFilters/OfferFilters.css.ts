import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr 1fr',
  alignItems: 'end',
  margin: 0,
  padding: 0,
  border: 'none',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr)) auto' } },
});

export const wide = style({
  gridColumn: '1 / -1',
  '@media': { [mediaQueries.desktop]: { gridColumn: 'auto' } },
});

export const legend = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
