import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@selfcare/ui';

export const page = style({ maxWidth: '640px', margin: '0 auto', width: '100%' });

const titleBase = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.xxl });

export const title = styleVariants({
  success: [titleBase, { color: vars.color.positiveText }],
  failed: [titleBase, { color: vars.color.criticalText }],
  unknown: [titleBase, { color: vars.color.text }],
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
