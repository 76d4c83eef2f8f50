import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

/** A block of a landing page: a column with its heading. */
export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const blockTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.bold,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });
