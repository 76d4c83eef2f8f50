/** Classes shared by the roaming components (summary rows, chips, stacks). */
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../components/private/focusRing.css';
import { vars } from '../../../themes/vars.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A definition list laid out as label / value rows. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});
export const summaryLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});
export const summaryValue = style({
  margin: 0,
  textAlign: 'end',
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const chipList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '28px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brandText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

/** A native checkbox dressed as a chip (many of them render fast: the country list has 200). */
export const toggleChip = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: '36px',
    paddingInline: vars.space.md,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&:has(input:checked)': {
        backgroundColor: vars.color.brandSoft,
        borderColor: vars.color.brand,
        color: vars.color.brandText,
      },
      '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

export const nativeCheck = style({ width: '18px', height: '18px', margin: 0, accentColor: vars.color.brand });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.semibold,
});

export const centeredActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The bordered surface of a roaming block (filters, payment screen). */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});
