import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/**
 * A QR code to scan from another device (the shell's apps page, the landing footer): a frame of fixed size
 * on the code's own light surface, so nothing moves while the code draws, and a muted caption no wider
 * than the frame.
 * A plain module, called from the callers' .css.ts files: a .css.ts file may export no function, and the
 * classes are made in the scope of the .css.ts file that calls it.
 */
export function qrCodeStyles(sizePx: number) {
  return {
    frame: style({
      display: 'grid',
      placeItems: 'center',
      width: `calc(${sizePx}px + 2 * ${vars.space.md})`,
      height: `calc(${sizePx}px + 2 * ${vars.space.md})`,
      boxSizing: 'border-box',
      padding: vars.space.md,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.codeSurface,
      color: vars.color.onCodeSurface,
    }),
    caption: style({
      margin: 0,
      maxWidth: `calc(${sizePx}px + 2 * ${vars.space.xl})`,
      textAlign: 'center',
      color: vars.color.textMuted,
      fontSize: vars.fontSize.sm,
      lineHeight: vars.lineHeight.sm,
    }),
  };
}
