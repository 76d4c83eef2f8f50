import { keyframes, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../private/focusRing.css';

const open = keyframes({ from: { height: 0 }, to: { height: 'var(--radix-accordion-content-height)' } });
const close = keyframes({ from: { height: 'var(--radix-accordion-content-height)' }, to: { height: 0 } });

export const root = style({ borderTop: `1px solid ${vars.color.border}` });

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

export const heading = style({ margin: 0 });

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    paddingBlock: vars.space.lg,
    paddingInline: 0,
    border: 'none',
    backgroundColor: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    textAlign: 'start',
    cursor: 'pointer',
  },
]);

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  overflow: 'hidden',
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${close} ${vars.motion.normal} ${vars.motion.easing}` },
  },
  '@media': { [mediaQueries.reducedMotion]: { animation: 'none !important' } },
});

export const contentInner = style({ paddingBottom: vars.space.lg });
