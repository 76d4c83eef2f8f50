import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const meter = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  minWidth: 0,
});

export const ring = style({ flex: '0 0 auto', width: '64px', height: '64px' });

export const track = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 8 });

/** Drawn from the top, clockwise; empty shows the track alone. */
export const fill = style({
  fill: 'none',
  stroke: vars.color.brand,
  strokeWidth: 8,
  strokeLinecap: 'round',
  transform: 'rotate(-90deg)',
  transformOrigin: '50% 50%',
});

export const unlimitedFill = style([fill, { stroke: vars.color.positive }]);

export const percent = style({
  fill: vars.color.text,
  fontSize: '15px',
  fontWeight: vars.fontWeight.semibold,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const name = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const left = style({ margin: 0 });

export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
