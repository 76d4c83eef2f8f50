import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { workspaceAliases } from '../../workspace-aliases.ts';
import { radixIcons } from '../../packages/ui/vite/radixIcons.ts';
import { uiTexts } from '../../packages/ui/vite/uiTexts.ts';
import { readConfig } from './src/config/env.ts';
import {
  deploymentHeaders,
  previewImmutableAssets,
  previewPrerenderedHome,
  previewWithoutHiddenFiles,
  previewWithoutSourceMaps,
} from './deploy/previewHardening.ts';
import { securityHeaders } from './deploy/securityHeaders.ts';
import { compileHints } from './deploy/compileHints.ts';
import { serviceWorker } from './deploy/serviceWorker.ts';
import { landingPages } from './deploy/landingPages.ts';
import { firstScreenGate } from './deploy/firstScreenGate.ts';
import { startChunks } from './deploy/startChunks.ts';
import { fontPreloads } from './deploy/fontPreloads.ts';
import { HOME_FILE } from '../../scripts/lib/prerender.mjs';

/**
 * The portal reaches the operator API through its own origin: `/api/*` (and the sandbox's own
 * pages under `/__sandbox/*`) are proxied to SANDBOX_URL in dev and preview. A deployment that
 * talks to the real operator API sets the VITE_API_BASE_* variables instead (see src/config/env.ts).
 */
const sandboxUrl = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8787';
const toSandbox = { target: sandboxUrl, changeOrigin: false };
const proxy = { '/api': toSandbox, '/__sandbox': toSandbox };
/**
 * The served build (`vite preview`) proxies the sandbox's local-use tools (OTP inbox, simulators, token
 * issuers) only when started for local use, SANDBOX_LOCAL=1 (`npm start`, the e2e run; issue 23);
 * otherwise only the health check, the placeholder images the catalogue points at and the store map's
 * tiles (the default tile source, VITE_MAP_TILE_URL).
 */
const previewProxy =
  process.env.SANDBOX_LOCAL === '1'
    ? proxy
    : {
        '/api': toSandbox,
        '/__sandbox/health': toSandbox,
        '/__sandbox/images': toSandbox,
        '/__sandbox/tiles': toSandbox,
      };

export default defineConfig(({ mode }) => {
  // Issue 23: the served portal's headers (CSP from the configured API bases …), from the same
  // VITE_* values the bundle is built with. Preview only: the dev server needs inline scripts.
  const appConfig = readConfig(loadEnv(mode, import.meta.dirname, 'VITE_'));
  const headers = securityHeaders(appConfig);
  return {
    // Issue 22: the ui package's texts as one chunk per area and language, each icon a module of its own.
    plugins: [
      react(),
      vanillaExtractPlugin(),
      uiTexts(),
      radixIcons(),
      previewWithoutSourceMaps(),
      previewWithoutHiddenFiles(),
      previewImmutableAssets(),
      previewPrerenderedHome(HOME_FILE),
      deploymentHeaders(headers),
      serviceWorker(),
      landingPages(appConfig),
      firstScreenGate(),
      startChunks(),
      fontPreloads(),
      compileHints(),
    ],
    resolve: { alias: workspaceAliases },
    server: { host: '127.0.0.1', port: 5173, proxy },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy: previewProxy, headers },
    // Every supported browser preloads modules natively: no polyfill in the entry.
    build: {
      target: 'es2022',
      // Issue 23: maps for an error tracker, not referenced by the bundle and never served (deploy/).
      sourcemap: 'hidden',
      manifest: true,
      reportCompressedSize: false,
      modulePreload: { polyfill: false },
    },
  };
});
