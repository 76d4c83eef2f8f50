import type { ColorTokens } from './tokens';
import { controlHeight, fontFamily, fontWeight, motion, radius, space, typeScale, zIndex } from './tokens';

type Scale = keyof typeof typeScale;
const pick = (key: 'fontSize' | 'lineHeight') =>
  Object.fromEntries(Object.entries(typeScale).map(([size, step]) => [size, step[key]])) as Record<
    Scale,
    string
  >;

/** Everything a theme fills in: the colours and shadows vary, the rest is shared. */
export function themeValues(color: ColorTokens, shadow: Record<'sm' | 'md' | 'lg', string>) {
  return {
    color,
    space,
    radius,
    shadow,
    zIndex,
    font: fontFamily,
    fontWeight,
    fontSize: pick('fontSize'),
    lineHeight: pick('lineHeight'),
    motion,
    controlHeight,
  };
}
