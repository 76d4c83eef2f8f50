import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

/** The two ways to give the place, side by side where they fit. */
export const modes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Province, district and ward: three columns on a wide screen, one under the other on a phone. */
export const cascade = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const locate = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const located = style({ margin: 0 });

export const sent = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.positiveSoft,
  color: vars.color.positiveText,
});
