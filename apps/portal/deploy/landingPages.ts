/**
 * Issues 21 and 22: the build writes the landing campaigns with their addresses for this deployment (the
 * configured product in /Banmoi{product}) beside its manifest, for scripts/prerender.mjs to render each one.
 */
import type { Plugin } from 'vite';
import { campaignsFor } from '../src/features/landing/campaignPaths.ts';

/** Where in dist: the .vite folder is build metadata, not served by the nginx example. */
export const LANDING_PAGES_FILE = '.vite/landing-pages.json';

export function landingPages(productId: string): Plugin {
  return {
    name: 'portal:landing-pages',
    apply: 'build',
    generateBundle() {
      const source = JSON.stringify({ campaigns: campaignsFor(productId) }, null, 2);
      this.emitFile({ type: 'asset', fileName: LANDING_PAGES_FILE, source });
    },
  };
}
