import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@selfcare/ui';

/** The page's frame: the width the page is fitted to; a zoomed page scrolls inside it. */
export const frame = style({
  overflow: 'auto',
  maxHeight: '80vh',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const canvas = style({ display: 'block', margin: '0 auto', background: 'white' });

export const srOnly = style({
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

export const viewer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fileName = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** Only while printing: the pages drawn for print, alone on paper (printPdf.ts). */
export const printArea = style({ display: 'none', '@media': { print: { display: 'block' } } });

// Scoped by :has, so only a page with a print area in the body prints it alone (no rule leaks to other pages).
globalStyle(`body:has(> ${printArea}) > :not(${printArea})`, {
  '@media': { print: { display: 'none' } },
});

globalStyle(`${printArea} > canvas`, {
  display: 'block',
  width: '100%',
  height: 'auto',
  breakAfter: 'page',
});
