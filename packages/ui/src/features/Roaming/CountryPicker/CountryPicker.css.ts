import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

/**
 * A fixed-height scroll box: typing changes its content, never the page height (no layout shift). On phones
 * it is folded until shown or searched (issue 24: the package list started 1,325 px down).
 */
export const groups = style({
  height: '280px',
  overflowY: 'auto',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  '@media': { [mediaQueries.mobile]: { selectors: { '&[data-folded="true"]': { display: 'none' } } } },
});

/** The 'show all countries' toggle exists on phones only; a desktop always shows the groups. */
export const disclosure = style({ '@media': { [mediaQueries.desktop]: { display: 'none' } } });

/** Filtered-out groups and options stay in the DOM, hidden, so a keystroke only flips attributes (issue 9 perf). */
export const hideable = style({ selectors: { '&[hidden]': { display: 'none' } } });

export const group = style([
  hideable,
  {
    margin: 0,
    padding: 0,
    border: 0,
    // ROAM-026: a group out of view is neither styled nor laid out until it nears the view, so a keystroke
    // that hides or shows most of 200 countries lays out only what is on screen.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 6rem',
    selectors: { '&:not([hidden]) ~ &': { marginTop: vars.space.md } },
  },
]);

export const letter = style({
  margin: 0,
  marginBottom: vars.space.xs,
  padding: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const removeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '24px',
  minHeight: '24px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});
