import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({ color: vars.color.text, overflowWrap: 'anywhere' });

globalStyle(`${root} > :first-child`, { marginTop: 0 });
globalStyle(`${root} > :last-child`, { marginBottom: 0 });
globalStyle(`${root} a`, { color: vars.color.brandText, textDecoration: 'underline' });
globalStyle(`${root} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${root} table`, { borderCollapse: 'collapse', width: '100%' });
globalStyle(`${root} td, ${root} th`, { border: `1px solid ${vars.color.border}`, padding: vars.space.xs });
