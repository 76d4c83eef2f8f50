import './fonts';
import './global.css';

export { vars } from './vars.css';
export { darkThemeClass, lightThemeClass } from './themes.css';
export { layoutBreakpoint, mediaQueries } from './breakpoints';
export { renderedNearView } from './renderedNearView.css';
export { sprinkles } from './sprinkles.css';
export type { Sprinkles } from './sprinkles.css';
