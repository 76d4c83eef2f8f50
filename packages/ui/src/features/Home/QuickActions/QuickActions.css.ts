import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';
import { focusRing } from '../../../components/private/focusRing.css';

/** Two columns on phones (320 px fits two 44 px-high tiles side by side), three, then six. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const tile = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    width: '100%',
    height: '100%',
    minHeight: '44px',
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: { '&:hover': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSoft } },
  },
]);

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brandText,
});

export const title = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
});

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});
