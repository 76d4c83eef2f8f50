import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';
import { recordListStyles } from '../../../components/private/recordListStyles';

const records = recordListStyles('1fr');

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

export const list = records.list;

export const card = records.card;

export const summary = records.text;

export const number = records.title;

export const meta = records.meta;

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
