import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../private/focusRing.css';
import { carouselLayouts } from './carouselBreakpoints';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const viewport = style([focusRing, { overflow: 'hidden', borderRadius: vars.radius.md }]);

export const container = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginInlineStart: `calc(-1 * ${vars.space.md})`,
});

/** Slide widths per layout: one media query per width band of carouselBreakpoints.ts. */
export const slide = styleVariants(carouselLayouts, (bands) => {
  const sorted = [...bands].sort((a, b) => a.minWidth - b.minWidth);
  const [smallest, ...wider] = sorted;
  const basis = (items: number) => `${100 / items}%`;
  return {
    flex: `0 0 ${basis(smallest?.items ?? 1)}`,
    minWidth: 0,
    paddingInlineStart: vars.space.md,
    '@media': Object.fromEntries(
      wider.map((band) => [`screen and (min-width: ${band.minWidth}px)`, { flexBasis: basis(band.items) }]),
    ),
  };
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const dots = style({ display: 'flex', gap: vars.space.xxs });

export const dot = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '24px',
    height: '24px',
    padding: 0,
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
    '::after': {
      content: '""',
      width: '8px',
      height: '8px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.borderStrong,
    },
    selectors: { '&[aria-current="true"]::after': { width: '20px', backgroundColor: vars.color.brand } },
  },
]);
