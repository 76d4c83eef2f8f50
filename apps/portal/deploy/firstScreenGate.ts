/**
 * Issue 22: a prerendered first screen is the guest's, in Vietnamese (scripts/prerender.mjs). For a visitor
 * it is not (signed in, or English chosen), showing it until the portal renders would swap one page for
 * another: the header, the summary card, every text. This one-line script, first in the head, runs before the
 * body is parsed and marks the document for them; the entry stylesheet then never shows the prerendered copy
 * (src/firstPaint.css.ts), and they see the portal's own render as before. The CSP allows it by its hash.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_ATTRIBUTE } from '../src/lib/prerendered.ts';
import { localKeys } from '../src/lib/storage.ts';

/** The script, exactly as the head carries it (its hash is over these characters). */
export const FIRST_SCREEN_GATE = [
  'try{var s=localStorage;',
  `if(s.getItem('${localKeys.authorized}')==='true'||(s.getItem('${localKeys.language}')||'vi')!=='vi')`,
  `document.documentElement.setAttribute('${FIRST_SCREEN_ATTRIBUTE}','own')`,
  '}catch(e){}',
].join('');

/** The gate's element id, for checks that look for inline scripts (the hash covers its text only). */
export const FIRST_SCREEN_GATE_ID = 'first-screen-gate';

/** The CSP source that allows the gate and no other inline script. */
export const firstScreenGateSource = `'sha256-${createHash('sha256').update(FIRST_SCREEN_GATE).digest('base64')}'`;

/** Puts the gate first in index.html's head (so in every prerendered page, which starts from index.html). */
export function firstScreenGate(): Plugin {
  return {
    name: 'portal:first-screen-gate',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace('<head>', `<head><script id="${FIRST_SCREEN_GATE_ID}">${FIRST_SCREEN_GATE}</script>`),
    },
  };
}
