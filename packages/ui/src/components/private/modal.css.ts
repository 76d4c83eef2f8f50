import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

const noMotion = { '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } } };

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
  ...noMotion,
});

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    maxHeight: '90vh',
    overflowY: 'auto',
    padding: vars.space.xl,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  },
  variants: {
    placement: {
      center: {
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        width: 'calc(100vw - 32px)',
        borderRadius: vars.radius.lg,
        animation: `${popIn} ${vars.motion.normal} ${vars.motion.easing}`,
        ...noMotion,
      },
      bottom: {
        insetInline: 0,
        bottom: 0,
        width: '100%',
        borderTopLeftRadius: vars.radius.xl,
        borderTopRightRadius: vars.radius.xl,
        paddingBottom: `calc(${vars.space.xl} + env(safe-area-inset-bottom, 0px))`,
        animation: `${riseIn} ${vars.motion.slow} ${vars.motion.easing}`,
        ...noMotion,
      },
    },
    size: {
      sm: { maxWidth: '400px' },
      md: { maxWidth: '520px' },
      lg: { maxWidth: '720px' },
    },
  },
  compoundVariants: [
    // A bottom sheet spans the viewport on mobile and is centred on wide screens.
    { variants: { placement: 'bottom', size: 'sm' }, style: { marginInline: 'auto' } },
    { variants: { placement: 'bottom', size: 'md' }, style: { marginInline: 'auto' } },
    { variants: { placement: 'bottom', size: 'lg' }, style: { marginInline: 'auto' } },
  ],
  defaultVariants: { placement: 'center', size: 'md' },
});

export const handle = style({
  alignSelf: 'center',
  width: '40px',
  height: '4px',
  marginTop: `calc(-1 * ${vars.space.md})`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.bold,
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const closeButton = style({
  marginTop: `calc(-1 * ${vars.space.xs})`,
  marginRight: `calc(-1 * ${vars.space.sm})`,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  '@media': {
    [mediaQueries.desktop]: { flexDirection: 'row', justifyContent: 'flex-end' },
  },
});

export const message = style({ margin: 0, whiteSpace: 'pre-line' });
