import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

/** LAND-30: the desktop copy shows from 991 px, the phone copy below. */
export const placement = styleVariants({
  everywhere: {},
  wide: { display: 'none', '@media': { [mediaQueries.desktop]: { display: 'flex' } } },
  narrow: { '@media': { [mediaQueries.desktop]: { display: 'none' } } },
});
