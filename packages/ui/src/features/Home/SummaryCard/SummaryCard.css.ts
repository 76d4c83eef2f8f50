import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

/**
 * Every line has a fixed height (one line, cut with an ellipsis), so the loading skeleton, the
 * numbers and a missing number all take the same space: the page does not move when they arrive.
 */
const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const greeting = style({
  ...oneLine,
  margin: 0,
  height: vars.lineHeight.xl,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.bold,
});

export const phone = style({
  ...oneLine,
  margin: 0,
  height: vars.lineHeight.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

/** Two columns on phones, four from the layout switch. */
export const cells = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': { 'screen and (min-width: 991px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const label = style({
  ...oneLine,
  margin: 0,
  height: vars.lineHeight.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const value = style({
  ...oneLine,
  margin: 0,
  height: vars.lineHeight.lg,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.semibold,
});

/** A block without the dd's default indent: a flex row clipped its text without the ellipsis. */
export const detail = style({
  ...oneLine,
  margin: 0,
  height: vars.lineHeight.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
});

export const link = style({ color: vars.color.brandText, textDecoration: 'underline' });

/** CONST-54: the data bar, remaining over total. */
export const bar = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  width: '40%',
  height: '8px',
  marginInlineEnd: vars.space.xs,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
});

export const barFill = style({ display: 'block', height: '100%', backgroundColor: vars.color.brand });

export const guestActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const guestLead = style({ margin: 0, color: vars.color.textMuted });
