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

/** The summary card's failed parts, one under another. */
export const failures = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const failedPart = style({ margin: 0, fontWeight: 600 });
