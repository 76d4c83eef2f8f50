import { style } from '@vanilla-extract/css';
import { vars } from '@selfcare/ui';

export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  zIndex: vars.zIndex.toast,
  selectors: {
    '&:focus': {
      left: vars.space.lg,
      top: vars.space.lg,
      padding: vars.space.sm,
      background: vars.color.surface,
      color: vars.color.brandText,
      outline: `2px solid ${vars.color.focusRing}`,
    },
  },
});

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

/** Main and the download box: the box's sticky range ends where the footer starts. */
export const content = style({ flex: 1, display: 'flex', flexDirection: 'column' });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  boxSizing: 'border-box',
  minHeight: '60vh',
  outline: 'none',
});
