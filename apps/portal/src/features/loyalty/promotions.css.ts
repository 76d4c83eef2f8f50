import { style } from '@vanilla-extract/css';
import { vars } from '@selfcare/ui';

export const categories = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const category = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      borderColor: vars.color.brand,
      color: vars.color.brandText,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg });

/** LOY-51: under the offer's detail, the way to the partner's other offers. */
export const partnerLink = style({
  display: 'inline-block',
  marginTop: vars.space.md,
  color: vars.color.brandText,
});
