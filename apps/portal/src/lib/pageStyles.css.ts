import { style } from '@vanilla-extract/css';
import { vars } from '@selfcare/ui';

/** Page pieces shared by the catalogue and news pages: the column, the h1 and the chip navigation. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.xxl });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A link or toggle button as a pill; the current page or pressed state is filled. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"], &[aria-pressed="true"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
