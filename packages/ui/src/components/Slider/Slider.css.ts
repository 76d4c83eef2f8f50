import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../private/focusRing.css';

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const value = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.brandText });

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: vars.controlHeight.md,
  touchAction: 'none',
  userSelect: 'none',
  selectors: { '&[data-disabled]': { opacity: 0.55 } },
});

export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: '6px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutralSoft,
});

export const range = style({
  position: 'absolute',
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
});

export const thumb = style([
  focusRing,
  {
    display: 'block',
    width: '24px',
    height: '24px',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    border: `2px solid ${vars.color.brand}`,
    boxShadow: vars.shadow.sm,
    cursor: 'grab',
  },
]);

export const bounds = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
