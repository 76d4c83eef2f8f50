import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../components/private/focusRing.css';
import { vars } from '../../../themes/vars.css';

export const trigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.controlHeight.md,
    padding: `0 ${vars.space.sm}`,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'none',
    color: vars.color.text,
    font: 'inherit',
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover, &[data-state="open"]': { background: vars.color.brandSoft, color: vars.color.brandText },
    },
  },
]);

export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: '240px',
  maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});

export const item = style({
  display: 'flex',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-highlighted]': {
      background: vars.color.brandSoft,
      color: vars.color.brandText,
      textDecoration: 'none',
    },
  },
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});
