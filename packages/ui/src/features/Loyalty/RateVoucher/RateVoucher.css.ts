import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const stars = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({ marginBottom: vars.space.sm, fontWeight: vars.fontWeight.semibold });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
});

export const error = style({ margin: 0, color: vars.color.criticalText });
