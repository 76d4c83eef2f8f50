import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../components/private/focusRing.css';
import { vars } from '../../../themes/vars.css';

export const suggestions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '320px',
  overflowY: 'auto',
});

export const bank = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    minHeight: '48px',
    padding: vars.space.sm,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&:hover': { backgroundColor: vars.color.brandSoft } },
  },
]);

export const suggestion = style({
  flexDirection: 'column',
  justifyContent: 'center',
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
});

/** Fixed 32 px logo box: logos never shift the list. */
export const logo = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.neutralSoft,
  color: vars.color.neutralText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  objectFit: 'contain',
});

export const names = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const shortName = style({ fontWeight: vars.fontWeight.semibold });
export const fullName = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  overflowWrap: 'anywhere',
});
