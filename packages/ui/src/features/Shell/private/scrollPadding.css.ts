import { createVar } from '@vanilla-extract/css';

/**
 * WCAG 2.4.11: the height a box stuck to the bottom edge takes (the download box, with its gap below), set on
 * <html> while it is there, so that what focus scrolls into view stops above it (SupportLauncher.css.ts).
 */
export const bottomBoxBlock = createVar();
