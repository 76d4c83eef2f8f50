import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** A full-width strip under the header: readable at 320 px, never over the page's content. */
export const banner = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.cautionSoft,
  color: vars.color.text,
  textAlign: 'center',
});
