import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

/** The frame, title and lead line of a page the shell area draws (/tinh-nang, /app). */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const intro = style({ margin: 0, color: vars.color.textMuted });
