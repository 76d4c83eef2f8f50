import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../components/private/focusRing.css';
import { vars } from '../../../themes/vars.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const selectedItem = style([
  item,
  {
    borderColor: vars.color.brand,
    boxShadow: `inset 4px 0 0 ${vars.color.brand}`,
    backgroundColor: vars.color.brandSoft,
  },
]);

export const select = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    width: '100%',
    minHeight: '44px',
    padding: 0,
    border: 0,
    background: 'none',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
  },
]);

export const address = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const distance = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}` });

export const link = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    color: vars.color.brandText,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
  },
]);

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.critical}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.criticalSoft,
});

export const failureText = style({ margin: 0, color: vars.color.criticalText });
