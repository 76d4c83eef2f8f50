import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

/** A fixed-height scroll box: typing changes its content, never the page height (no layout shift). */
export const groups = style({
  height: '280px',
  overflowY: 'auto',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

/** Filtered-out groups and options stay in the DOM, hidden, so a keystroke only flips attributes (issue 9 perf). */
export const hideable = style({ selectors: { '&[hidden]': { display: 'none' } } });

export const group = style([
  hideable,
  { margin: 0, padding: 0, border: 0, selectors: { '&:not([hidden]) ~ &': { marginTop: vars.space.md } } },
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
