import { style } from '@vanilla-extract/css';
import { vars } from '@selfcare/ui';

export { chip, chips, page, title } from '../../lib/pageStyles.css';

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});
