import { style } from '@vanilla-extract/css';
import { vars } from '@selfcare/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '960px',
  marginInline: 'auto',
  width: '100%',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const listLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    'screen and (min-width: 991px)': {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      alignItems: 'start',
    },
  },
});

export const waiting = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
});
