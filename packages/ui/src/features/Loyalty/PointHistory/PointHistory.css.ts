import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';
import { recordListStyles } from '../../../components/private/recordListStyles';

const records = recordListStyles('1fr auto');

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const list = records.list;

export const line = records.card;

export const lineText = records.text;

export const description = records.title;

export const date = records.meta;

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
