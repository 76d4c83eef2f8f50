import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

const slideUp = keyframes({
  from: { transform: 'translateY(100%)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});
const slideDown = keyframes({
  from: { transform: 'translateY(-100%)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});
/** An open bottom sheet owns the bottom edge; toasts then come from the top instead. */
const whileBottomSheetOpen = 'body:has([data-placement="bottom"][data-state="open"]) &';

/**
 * Toasts rise from the bottom edge (full width on phones, the right corner on desktop), so they
 * never cover the header's menu, account or language buttons while they are shown; above an open
 * bottom sheet they come from the top, clear of its actions.
 */
export const viewport = style({
  position: 'fixed',
  bottom: 0,
  insetInline: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  paddingBottom: `max(${vars.space.lg}, env(safe-area-inset-bottom))`,
  listStyle: 'none',
  outline: 'none',
  pointerEvents: 'none',
  selectors: { [whileBottomSheetOpen]: { bottom: 'auto', top: 0 } },
  '@media': {
    [mediaQueries.desktop]: { insetInline: 'auto', right: 0, width: '420px' },
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: '1px solid',
    boxShadow: vars.shadow.md,
    pointerEvents: 'auto',
    animation: `${slideUp} ${vars.motion.normal} ${vars.motion.easing}`,
    selectors: { [whileBottomSheetOpen]: { animationName: slideDown } },
    '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    tone: {
      success: {
        backgroundColor: vars.color.positiveSoft,
        borderColor: vars.color.positive,
        color: vars.color.text,
      },
      error: {
        backgroundColor: vars.color.criticalSoft,
        borderColor: vars.color.critical,
        color: vars.color.text,
      },
    },
  },
});

export const icon = recipe({
  base: { flexShrink: 0, display: 'inline-flex', marginTop: '2px' },
  variants: {
    tone: { success: { color: vars.color.positiveText }, error: { color: vars.color.criticalText } },
  },
});

export const title = style({ flexGrow: 1, margin: 0, alignSelf: 'center' });
