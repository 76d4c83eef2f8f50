import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../../components/private/focusRing.css';
import { vars } from '../../../themes/vars.css';

export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  // The land colour shows while tiles load, and alone when no tile source is configured.
  backgroundColor: vars.color.surfaceSunken,
});

export const map = style({
  height: 'clamp(18rem, 60vh, 36rem)',
  width: '100%',
  // Leaflet sets its own grey; the frame's colour follows the theme.
  background: 'transparent',
  fontFamily: 'inherit',
});

const pinBase = style([
  focusRing,
  {
    color: vars.color.brand,
    background: 'none',
    border: 0,
    borderRadius: vars.radius.sm,
    filter: 'drop-shadow(0 1px 2px rgba(16, 24, 40, 0.35))',
  },
]);

export const pin = pinBase;

export const selectedPin = style([pinBase, { color: vars.color.critical }]);

globalStyle(`${pin} svg, ${selectedPin} svg`, { display: 'block' });
// The drop's ring and dot: the theme's colour on the brand (white in the light theme), not a raw hex.
globalStyle(`${pin} svg path, ${selectedPin} svg path`, { stroke: vars.color.onBrand });
globalStyle(`${pin} svg circle, ${selectedPin} svg circle`, { fill: vars.color.onBrand });

export const popup = style({});

globalStyle(`${popup} .leaflet-popup-content-wrapper`, {
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
});
globalStyle(`${popup} .leaflet-popup-tip`, { backgroundColor: vars.color.surfaceRaised });
globalStyle(`${popup} .leaflet-popup-content`, {
  margin: vars.space.md,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
});

export const info = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const infoTitle = style([
  focusRing,
  { margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold },
]);

export const infoAddress = style({ margin: 0, overflowWrap: 'anywhere' });

export const infoLink = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    color: vars.color.brandText,
    fontWeight: vars.fontWeight.medium,
  },
]);

globalStyle(`${popup} a${infoLink}`, { color: vars.color.brandText });

export const infoClose = style([
  focusRing,
  {
    minHeight: '44px',
    padding: `0 ${vars.space.sm}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
  },
]);
