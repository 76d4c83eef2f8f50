import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

/** Shared by the SIM components: a section, its heading and lead, lists of rows, notices and actions. */
export { lead, section, sectionTitle } from '../../../components/private/section.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const strong = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const refusal = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.criticalText,
  fontWeight: vars.fontWeight.medium,
});

export const success = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.positiveSoft,
  color: vars.color.positiveText,
  fontWeight: vars.fontWeight.medium,
});

export const error = style({ margin: 0, color: vars.color.criticalText, fontWeight: vars.fontWeight.medium });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const inline = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '1fr auto' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  cursor: 'pointer',
});

export const radio = style({ width: '20px', height: '20px', margin: 0, accentColor: vars.color.brand });
