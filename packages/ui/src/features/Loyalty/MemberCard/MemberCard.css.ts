import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
});

/** The card itself is the flip button: ID-1 proportions (85.6 × 54 mm), up to 360 px wide. */
export const card = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  maxWidth: '360px',
  aspectRatio: '1.586',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.xl,
  background: 'none',
  cursor: 'pointer',
  perspective: '1200px',
  font: 'inherit',
  textAlign: 'start',
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
});

export const inner = style({
  position: 'absolute',
  inset: 0,
  transformStyle: 'preserve-3d',
  transition: `transform ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: { '[data-side="back"] > &': { transform: 'rotateY(180deg)' } },
  '@media': { [mediaQueries.reducedMotion]: { transition: 'none', transform: 'none !important' } },
});

const face = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  padding: vars.space.lg,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  backfaceVisibility: 'hidden',
  overflow: 'hidden',
  // Reduced motion: the faces cross-fade in place instead of turning.
  '@media': {
    [mediaQueries.reducedMotion]: { transition: `opacity ${vars.motion.normal} linear`, transform: 'none' },
  },
});

export const front = style([
  face,
  {
    '@media': { [mediaQueries.reducedMotion]: { selectors: { '[data-side="back"] &': { opacity: 0 } } } },
  },
]);

export const back = style([
  face,
  {
    transform: 'rotateY(180deg)',
    alignItems: 'center',
    justifyContent: 'center',
    '@media': {
      [mediaQueries.reducedMotion]: {
        transform: 'none',
        selectors: { '[data-side="front"] &': { opacity: 0 } },
      },
    },
  },
]);

/** CONST-51, CONST-52: each tier's colour; tier 4 carries dark text, the others light. */
export const tier = styleVariants({
  1: { backgroundColor: vars.color.tier1, color: vars.color.onTierLight },
  2: { backgroundColor: vars.color.tier2, color: vars.color.onTierLight },
  3: { backgroundColor: vars.color.tier3, color: vars.color.onTierLight },
  4: { backgroundColor: vars.color.tier4, color: vars.color.onTierDark },
  5: { backgroundColor: vars.color.tier5, color: vars.color.onTierLight },
});

export const brandRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
});

export const brand = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg });

export const tierName = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const field = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const fieldLabel = style({ fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.xs, opacity: 0.9 });

/** A long name stays on one line with an ellipsis; the full name is in the card's description. */
export const name = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const number = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.08em',
});

/** The code sits on the light code surface in every theme and tier, so scanners read it. */
export const codeFrame = style({
  display: 'grid',
  placeItems: 'center',
  boxSizing: 'border-box',
  height: '72%',
  maxWidth: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.codeSurface,
  color: vars.color.onCodeSurface,
});

export const codeFrameWide = style({ width: '100%' });

export const codeFrameSquare = style({ aspectRatio: '1' });

export const codeSvg = style({ display: 'block', width: '100%', height: '100%' });

export const backNumber = style([number, { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm }]);

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  textAlign: 'center',
});

export const skeleton = style({ width: '100%', maxWidth: '360px', aspectRatio: '1.586' });
