import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const progress = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const columns = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const currentColumn = style([column, { border: `2px solid ${vars.color.brand}` }]);

export const tierTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
});

const swatchBase = style({ width: '16px', height: '16px', borderRadius: vars.radius.full, flexShrink: 0 });

export const swatch = styleVariants({
  1: [swatchBase, { backgroundColor: vars.color.tier1 }],
  2: [swatchBase, { backgroundColor: vars.color.tier2 }],
  3: [swatchBase, { backgroundColor: vars.color.tier3 }],
  4: [swatchBase, { backgroundColor: vars.color.tier4 }],
  5: [swatchBase, { backgroundColor: vars.color.tier5 }],
});

export const mark = style({
  margin: 0,
  color: vars.color.brandText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const items = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const none = style({ margin: 0, color: vars.color.textMuted });
