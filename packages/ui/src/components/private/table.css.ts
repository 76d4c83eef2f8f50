import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** A wide table scrolls inside its own box on a phone instead of widening the page. */
export const scroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm });

export const caption = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  padding: `${vars.space.sm} 0`,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });
