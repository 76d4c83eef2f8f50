import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
});

export const columns = style({ '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '1fr 1fr' } } });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
});

export const wide = style({ gridColumn: '1 / -1' });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const cycles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const summary = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const error = style({ margin: 0, color: vars.color.criticalText, fontWeight: vars.fontWeight.medium });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
