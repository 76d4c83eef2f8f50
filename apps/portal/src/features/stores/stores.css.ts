import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@selfcare/ui';

/** The map and the list side by side on a wide screen, the list below the map on a phone (§2.9). */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
  },
});

/** Beside the map the list scrolls on its own, as tall as the map. */
export const listPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [mediaQueries.desktop]: {
      maxHeight: 'clamp(18rem, 60vh, 36rem)',
      overflowY: 'auto',
      paddingInlineEnd: vars.space.xs,
    },
  },
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const provinceField = style({ minWidth: 'min(100%, 16rem)' });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const notice = style({ margin: 0, color: vars.color.cautionText });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg });
