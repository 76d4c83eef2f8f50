import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

/** One column of fields and choices, the action last. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '560px',
});

export const choiceRows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const choiceGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.criticalText}`,
  color: vars.color.criticalText,
});

export const done = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.positiveText}`,
  color: vars.color.positiveText,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const strong = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Serials and PINs: digits kept apart so they read back easily. */
export const code = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.05em' });

/** The transfer's QR, drawn at this size once its library has loaded. */
export const QR_SIZE_PX = 200;

export const qrFrame = style({ width: QR_SIZE_PX, height: QR_SIZE_PX });
