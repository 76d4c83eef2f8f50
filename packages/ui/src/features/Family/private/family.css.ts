import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.bold,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

const avatarBase = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: '50%',
  fontWeight: vars.fontWeight.bold,
});

/** CONST-53: four avatar colours, each a soft background with its own readable text (index = colour). */
const avatarColours = {
  0: { backgroundColor: vars.color.brandSoft, color: vars.color.brandText },
  1: { backgroundColor: vars.color.infoSoft, color: vars.color.infoText },
  2: { backgroundColor: vars.color.positiveSoft, color: vars.color.positiveText },
  3: { backgroundColor: vars.color.cautionSoft, color: vars.color.cautionText },
};
const avatarVariants = styleVariants(avatarColours, (colours) => [avatarBase, colours]);
export const avatar: readonly string[] = [0, 1, 2, 3].map((index) => avatarVariants[index as 0 | 1 | 2 | 3]);

export const rowBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const rowName = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const badge = style({
  marginInlineStart: vars.space.xs,
  color: vars.color.textMuted,
  fontWeight: 'normal',
});

export const allowance = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm });

/** CONST-54: remaining over total. */
export const bar = style({
  display: 'block',
  height: '8px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const barFill = style({ display: 'block', height: '100%', backgroundColor: vars.color.brand });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const error = style({ margin: 0, color: vars.color.criticalText, fontWeight: vars.fontWeight.medium });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
