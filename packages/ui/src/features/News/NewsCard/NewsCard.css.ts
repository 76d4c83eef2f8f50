import { style } from '@vanilla-extract/css';
import * as mediaCard from '../../../components/private/mediaCard.css';
import { vars } from '../../../themes/vars.css';

export { frame as card, image, title, titleLink } from '../../../components/private/mediaCard.css';

/** News images sit on a sunken box until they load. */
export const media = style([mediaCard.media, { backgroundColor: vars.color.surfaceSunken }]);

export const body = style([mediaCard.body, { gap: vars.space.xs }]);

export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});
