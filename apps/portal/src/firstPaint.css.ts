import { globalStyle } from '@vanilla-extract/css';
import { FIRST_SCREEN_ATTRIBUTE, PRERENDERED_ID } from './lib/prerendered';

/**
 * The page frame of the first paint, in the entry stylesheet: the ui's full global styles arrive with
 * the lazy shell, and until then the browser's 8 px body margin would move everything already painted
 * (the loading status) when they land (SHELL-002: a layout shift of 0.011 on phones).
 */
globalStyle('body', { margin: 0 });

/**
 * Issues 21 and 22: a prerendered page's first screen (lib/prerendered.ts) shows until the portal renders
 * into #root, and not a frame longer; it takes no pointer input meanwhile (it is inert: nothing in it works yet).
 */
globalStyle(`#root:not(:empty) + #${PRERENDERED_ID}`, { display: 'none' });
globalStyle(`#${PRERENDERED_ID}`, { pointerEvents: 'none' });
// …and never for a visitor it is not meant for (signed in, or reading English: deploy/firstScreenGate.ts).
globalStyle(`[${FIRST_SCREEN_ATTRIBUTE}] #${PRERENDERED_ID}`, { display: 'none' });
