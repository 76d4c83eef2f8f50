import { style } from '@vanilla-extract/css';
import { renderedNearView } from '../../../themes/renderedNearView.css';
import { vars } from '../../../themes/vars.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A card is laid out once it nears the view: a group has up to some twenty, most below a phone's first screen. */
export const item = style([renderedNearView, { display: 'flex', flexDirection: 'column' }]);
