import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** A feature's section: a column with a heading and a muted lead line (support, SIM). */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.bold,
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});
