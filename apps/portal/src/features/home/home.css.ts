import { style } from '@vanilla-extract/css';
import { vars } from '@selfcare/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl, minWidth: 0 });

/** The page's h1 names it for screen readers and the outline; the banners and the summary say the rest. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.bold,
});

export const moreLink = style({ color: vars.color.brandText, fontWeight: vars.fontWeight.semibold });

export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
});

/** Loyalty and app side by side from the layout switch, stacked on phones. */
export const panels = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { 'screen and (min-width: 991px)': { gridTemplateColumns: '2fr 1fr' } },
});
