import { LAYOUT_SWITCH_PX } from '@selfcare/domain';

/** CONST-15 / SHELL-110: the layout switches from mobile to desktop at 991 px. */
export const layoutBreakpoint = LAYOUT_SWITCH_PX;

export const mediaQueries = {
  mobile: `screen and (max-width: ${layoutBreakpoint - 0.02}px)`,
  desktop: `screen and (min-width: ${layoutBreakpoint}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
