import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';
import { focusRing } from '../../../components/private/focusRing.css';

/** The banners' shape (the operator's artwork is 3:1): the box is sized before the image arrives. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;
const aspectRatio = `${BANNER_WIDTH} / ${BANNER_HEIGHT}`;

export const frame = style({
  display: 'block',
  position: 'relative',
  aspectRatio,
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

export const link = style([frame, focusRing, { color: 'inherit' }]);

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** The title under an image that did not pass the address check (nothing else to show). */
export const fallbackTitle = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  textAlign: 'center',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.semibold,
});

/** While loading: the slide and the controls' row (small icon buttons + the carousel's gap), so nothing moves. */
export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const controlsPlaceholder = style({ height: vars.controlHeight.sm });
