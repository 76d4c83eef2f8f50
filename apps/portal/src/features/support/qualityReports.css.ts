import { style } from '@vanilla-extract/css';
import { vars } from '@selfcare/ui';

/** The heading of the reports' list, under the form. */
export const listTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.bold,
});
