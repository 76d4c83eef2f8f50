import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';
import * as cardStyles from '../NewsCard/NewsCard.css';

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '760px',
});

export const articleTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const articleMedia = style([cardStyles.media, { borderRadius: vars.radius.lg }]);
