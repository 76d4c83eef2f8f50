import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const progress = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  flex: '1 1 0',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const bar = recipe({
  base: { height: '4px', borderRadius: vars.radius.full },
  variants: {
    status: {
      done: { backgroundColor: vars.color.brand },
      current: { backgroundColor: vars.color.brand },
      upcoming: { backgroundColor: vars.color.neutralSoft },
    },
  },
});

export const title = recipe({
  base: {
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.sm,
    overflowWrap: 'anywhere',
    // On mobile only the current title shows; the progress line says where the user is.
    '@media': { [mediaQueries.mobile]: { display: 'none' } },
  },
  variants: {
    status: {
      done: { color: vars.color.textMuted },
      current: {
        color: vars.color.brandText,
        fontWeight: vars.fontWeight.semibold,
        '@media': { [mediaQueries.mobile]: { display: 'block' } },
      },
      upcoming: { color: vars.color.textMuted },
    },
  },
});
