import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const errorText = style({ margin: 0, color: vars.color.criticalText });

export const months = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const month = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const monthTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.semibold,
  // 'tháng 10 năm 2026' reads as a heading with a capital, in both languages.
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '1fr auto auto' } },
});

export const summary = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const number = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const amount = style({ fontWeight: vars.fontWeight.semibold });

export const amountLabel = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
