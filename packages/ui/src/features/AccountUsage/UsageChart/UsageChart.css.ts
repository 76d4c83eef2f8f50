import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

/** A fixed height, so the page does not move when the chart is measured and drawn. */
export const frame = style({ height: 240, width: '100%', position: 'relative' });

/** WCAG 1.4.11: the brand fill is at least 3:1 against the surface in both themes (themes.test.ts). */
export const bar = style({ fill: vars.color.brand });

export const axis = style({});
globalStyle(`${axis} line, ${axis} path`, { stroke: vars.color.textMuted });
globalStyle(`${axis} text`, { fill: vars.color.textMuted, fontSize: 11, fontFamily: 'inherit' });

export const empty = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  margin: 0,
  color: vars.color.textMuted,
});

export const details = style({ fontSize: vars.fontSize.sm });

export const tableWrap = style({
  overflowX: 'auto',
  maxHeight: 360,
  overflowY: 'auto',
  marginTop: vars.space.sm,
});

export const table = style({ borderCollapse: 'collapse', width: '100%' });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'left' });
