import { keyframes, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinning = style({
  animation: `${rotate} 0.8s linear infinite`,
  '@media': { [mediaQueries.reducedMotion]: { animationDuration: '2.4s' } },
});
