import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** A fixed 16:9 box, so the page does not shift when the image arrives (no layout shift). */
export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  width: '100%',
  backgroundColor: vars.color.brandSoft,
  overflow: 'hidden',
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

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

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  flex: 1,
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
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
