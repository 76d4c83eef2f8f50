import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';
import { mediaQueries } from '../../../themes/breakpoints';

/** Shared by the identity components: a column of blocks, a row of actions, a definition list. */
export { lead, section, sectionTitle } from '../../../components/private/section.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

/** A name and its value; the row itself does not lay out (the list's grid does). */
export const factRow = style({ display: 'contents' });

export const factName = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const tone = styleVariants({
  info: { backgroundColor: vars.color.infoSoft, color: vars.color.infoText },
  caution: { backgroundColor: vars.color.cautionSoft, color: vars.color.cautionText },
  critical: { backgroundColor: vars.color.criticalSoft, color: vars.color.criticalText },
  positive: { backgroundColor: vars.color.positiveSoft, color: vars.color.positiveText },
});

export const banner = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md });

export const slots = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const preview = style({
  display: 'block',
  width: '100%',
  maxHeight: '12rem',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
});

export const fileInput = style({ fontSize: vars.fontSize.sm, maxWidth: '100%' });
