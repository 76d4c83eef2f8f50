import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({ paddingInlineEnd: `calc(${vars.controlHeight.md} + ${vars.space.sm})` });

export const toggle = style({ position: 'absolute', insetInlineEnd: vars.space.xs });
