import { style } from '@vanilla-extract/css';
import { bottomBarHeight } from '../../../components/private/bottomBar';
import { vars } from '../../../themes/vars.css';

/** Keeps the button's height in the flow while it is fixed, so the page below does not move up. */
export const slot = style({
  minHeight: bottomBarHeight,
  display: 'flex',
  justifyContent: 'center',
});

export const inline = style({ display: 'flex', justifyContent: 'center', padding: `${vars.space.md} 0` });

export const stuck = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
});
