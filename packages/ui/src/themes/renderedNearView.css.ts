import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/**
 * Issue 22: a part of a page below a phone's first screen (the home's lower sections, the footer, a package grid's
 * cards) is not styled, laid out or painted until it nears the view (`content-visibility: auto`), so the first
 * layout of a page costs what its first screen costs. Until then it takes the height it last had, or 40rem.
 * content-visibility also contains paint: the padding, taken back by the margin, keeps the focus rings and
 * shadows at its edges inside it, so a part lays out exactly as without.
 */
export const renderedNearView = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 40rem',
  padding: vars.space.sm,
  margin: `calc(-1 * ${vars.space.sm})`,
});
