import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '1fr auto auto' } },
});

export const lineText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const description = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const date = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const amount = styleVariants({
  earned: { color: vars.color.positiveText, fontWeight: vars.fontWeight.semibold },
  spent: { color: vars.color.criticalText, fontWeight: vars.fontWeight.semibold },
});

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const errorText = style({ margin: 0, color: vars.color.criticalText });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
