import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';

/** The subscriber-information page: its sections, the three ways as cards, the callback form and hints. */
export { lead, section, sectionTitle } from '../../../components/private/section.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const number = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'baseline',
});

export const numberValue = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const ways = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const way = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const wayTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const wayText = style({ margin: 0 });

export const storeLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const QR_SIZE_PX = 120;
const QR_PADDING_PX = 8;

/** The QR code stays dark on light in both themes, so a phone can read it; its box is sized before it loads. */
export const qrFrame = style({
  alignSelf: 'flex-start',
  boxSizing: 'content-box',
  width: QR_SIZE_PX,
  height: QR_SIZE_PX,
  padding: QR_PADDING_PX,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.codeSurface,
  color: vars.color.onCodeSurface,
  lineHeight: 0,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '28rem',
});

export const hints = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

export const failure = style({
  margin: 0,
  color: vars.color.criticalText,
  fontWeight: vars.fontWeight.medium,
});
