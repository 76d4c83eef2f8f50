import { keyframes, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const track = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: '3px',
  overflow: 'hidden',
  zIndex: vars.zIndex.loadingBar,
  backgroundColor: vars.color.brandSoft,
});

export const bar = style({
  width: '40%',
  height: '100%',
  backgroundColor: vars.color.brand,
  animation: `${slide} 1.2s ${vars.motion.easing} infinite`,
  '@media': { [mediaQueries.reducedMotion]: { width: '100%', animation: 'none' } },
});
