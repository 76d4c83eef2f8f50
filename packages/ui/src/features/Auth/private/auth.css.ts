import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** AUTH-10: the 3G/4G sign-in is offered on small screens only (below the 991 px layout switch). */
export const mobileOnly = style({
  '@media': { [mediaQueries.desktop]: { display: 'none' } },
});

export const resendRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  minHeight: vars.controlHeight.sm,
});

/** DOM-57: the lock line of a code step, in the critical colour so it reads as a refusal. */
export const lockNotice = style({
  margin: 0,
  color: vars.color.criticalText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});
