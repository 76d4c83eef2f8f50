import { style } from '@vanilla-extract/css';
import { bottomBarHeight, whileBottomBar } from '../../../components/private/bottomBar';
import { vars } from '../../../themes/vars.css';

export const root = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  bottom: vars.space.lg,
  selectors: { [whileBottomBar]: { bottom: `calc(${bottomBarHeight} + ${vars.space.lg})` } },
  zIndex: vars.zIndex.header,
  boxShadow: vars.shadow.md,
  borderRadius: vars.radius.full,
});
