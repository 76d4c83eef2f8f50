import { globalStyle, style } from '@vanilla-extract/css';
import * as mediaCard from '../../../components/private/mediaCard.css';
import { vars } from '../../../themes/vars.css';

export { image, title, titleLink } from '../../../components/private/mediaCard.css';

export const card = style([mediaCard.frame, { color: vars.color.text }]);

export const media = style([mediaCard.media, { backgroundColor: vars.color.brandSoft }]);

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.brandText,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const body = style([mediaCard.body, { gap: vars.space.sm }]);

export const titleRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The server description, clamped to three lines on the card (the detail view shows it whole). */
export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: `calc(${vars.lineHeight.sm} * 3)`,
});

globalStyle(`${description} p, ${description} ul`, { margin: 0 });

export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  alignItems: 'center',
});

export const detailsLink = style({
  marginInlineEnd: 'auto',
  color: vars.color.brandText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const skeletonLine = style({ display: 'block' });
