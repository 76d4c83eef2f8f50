import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../components/private/focusRing.css';
import { vars } from '../../../themes/vars.css';

/** A text link or a link-looking button inside shell menus and lists. */
export const entry = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '24px',
    padding: 0,
    border: 'none',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
