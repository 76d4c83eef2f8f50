import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../themes/breakpoints';
import { vars } from '../../../themes/vars.css';
import { qrCodeStyles } from '../../../components/private/qrCodeStyles';

/** The QR's side; the frame around it is fixed too, so nothing moves while the list loads. */
export const QR_SIZE_PX = 160;

export { intro, page, title } from '../private/pageHeading.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '1fr auto' } },
});

export const qrPanel = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

const qrCode = qrCodeStyles(QR_SIZE_PX);
export const qrFrame = qrCode.frame;

export const qrCaption = qrCode.caption;

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '72px',
  boxSizing: 'border-box',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const appName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const stores = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const message = style({ margin: 0 });
