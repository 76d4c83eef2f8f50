import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const bankGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.sm,
});

/** A fixed logo box: no shift when the logo loads. */
export const logo = style({
  width: '48px',
  height: '32px',
  objectFit: 'contain',
  flexShrink: 0,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.sm,
});
