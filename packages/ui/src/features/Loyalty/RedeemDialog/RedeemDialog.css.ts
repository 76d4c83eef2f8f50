import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const error = style({ margin: 0, color: vars.color.criticalText });
