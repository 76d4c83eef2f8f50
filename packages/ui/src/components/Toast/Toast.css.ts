import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

const slideIn = keyframes({
  from: { transform: 'translateY(-100%)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});

export const viewport = style({
  position: 'fixed',
  top: 0,
  insetInline: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
  pointerEvents: 'none',
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
    animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
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
