import { globalFontFace } from '@vanilla-extract/css';

/**
 * A local fallback whose metrics are adjusted to Be Vietnam Pro (measured from the font files:
 * weighted average advance 0.4868 em vs Arial/Liberation Sans 0.4411 em; ascent 1.0, descent 0.265),
 * so the swap from fallback to the web font does not shift the layout.
 */
globalFontFace('Be Vietnam Pro Fallback', {
  src: "local('Arial'), local('Liberation Sans'), local('Helvetica')",
  sizeAdjust: '110.36%',
  ascentOverride: '90.61%',
  descentOverride: '24.01%',
  lineGapOverride: '0%',
});
