/**
 * Issues 21 and 22: the build writes what scripts/prerender.mjs needs beside its manifest: the landing
 * campaigns with their addresses for this deployment (the configured product in /Banmoi{product}), and
 * whether the bundle calls the API through the portal's own origin (every API base a path, as the sandbox's
 * defaults are). Only then can the prerender feed the guest pages that read the API (the home's banners, the
 * catalogue's packages) through `vite preview`'s proxy.
 */
import type { Plugin } from 'vite';
import type { PortalConfig } from '../src/config/env.ts';
import { campaignsFor } from '../src/features/landing/campaignPaths.ts';

/** Where in dist: the .vite folder is build metadata, not served by the nginx example. */
export const LANDING_PAGES_FILE = '.vite/landing-pages.json';

/** True when every API base is a path on the portal's origin (a proxy answers it), not another host. */
export function apiThroughOrigin(apiBases: PortalConfig['apiBases']): boolean {
  return Object.values(apiBases).every((base) => base.startsWith('/') && !base.startsWith('//'));
}

export function landingPages(config: Pick<PortalConfig, 'productId' | 'apiBases'>): Plugin {
  return {
    name: 'portal:landing-pages',
    apply: 'build',
    generateBundle() {
      const pages = {
        campaigns: campaignsFor(config.productId),
        apiThroughOrigin: apiThroughOrigin(config.apiBases),
      };
      this.emitFile({ type: 'asset', fileName: LANDING_PAGES_FILE, source: JSON.stringify(pages, null, 2) });
    },
  };
}
