import { style } from '@vanilla-extract/css';
import { vars } from '@selfcare/ui';

/** The overview's blocks: one column on phones, two from the layout switch (money beside allowances). */
export const blocks = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
