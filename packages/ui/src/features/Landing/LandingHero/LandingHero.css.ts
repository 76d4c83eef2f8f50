import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

export const hero = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xl,
  alignItems: 'center',
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.brandSoft,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '1fr 1fr', padding: vars.space.xxxl } },
});

export const copy = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const eyebrow = style({
  margin: 0,
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg });

/** The image keeps its width/height ratio from its attributes: its box exists before it loads. */
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxWidth: '560px',
  justifySelf: 'center',
});
