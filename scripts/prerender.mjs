#!/usr/bin/env node
// Issues 21 and 22, run by the portal's build after `vite build`: each landing page's first screen is
// written into its own HTML file in apps/portal/dist (scripts/lib/prerender.mjs), so a visitor from an SMS
// link sees the campaign before the JavaScript has arrived. The pages are rendered by the build itself,
// served by `vite preview`, in Debian's chromium at a phone's width, in Vietnamese (the default language;
// an English reader sees the Vietnamese first screen until the portal has rendered, docs/decisions/speed.md).
// Their first screen calls nothing (the campaign tables are static), so no sandbox runs: /api is refused.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { freePorts } from './lib/freePorts.mjs';
import { htmlFileOf, landingPaths, prerenderedHtml } from './lib/prerender.mjs';
import { startPreview, waitFor } from './lib/servers.mjs';
import { ensureChromium, log, root } from './lib/toolchain.mjs';

const flags = createRequire(import.meta.url)('../chromium.flags.cjs');
const dist = path.join(root, 'apps/portal/dist');
const concurrency = 4;
// The campaigns with this build's addresses (the configured product in /Banmoi{product}), which the build
// wrote beside its manifest (apps/portal/deploy/landingPages.ts).
const campaigns = JSON.parse(readFileSync(path.join(dist, '.vite/landing-pages.json'), 'utf8'));

/** In the page, once it has settled: what the prerendered file needs of it. */
function firstScreen() {
  return {
    title: document.title,
    stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map(
      (link) => new URL(link.href).pathname,
    ),
    markup: document.getElementById('root')?.innerHTML ?? '',
  };
}

// The build needs the browser now: installed as root on Debian, else a clear message of what to install.
ensureChromium();
const started = Date.now();
const [port, noSandbox] = await freePorts(2);
const preview = startPreview({ port, sandboxPort: noSandbox, stdio: 'ignore' });
let browser;
try {
  if (!(await waitFor(`http://127.0.0.1:${port}/`, 60_000))) throw new Error('vite preview did not start');
  browser = await chromium.launch({ executablePath: flags.executablePath, args: flags.args });
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    locale: 'vi-VN',
    serviceWorkers: 'block',
  });
  await context.route(/\/(api|__sandbox)\//, (route) => route.abort());
  const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const pagePaths = landingPaths(campaigns);
  const prerender = async (pagePath) => {
    const page = await context.newPage();
    // networkidle: the page's lazy chunks, texts and campaign table are in; then its heading is there.
    await page.goto(`http://127.0.0.1:${port}${pagePath}`, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    const screen = await page.evaluate(firstScreen);
    await page.close();
    const file = path.join(dist, htmlFileOf(pagePath));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, prerenderedHtml(indexHtml, screen));
  };
  // A few pages at a time: most of each page's time is the half second of quiet networkidle waits for.
  for (let next = 0; next < pagePaths.length; next += concurrency)
    await Promise.all(pagePaths.slice(next, next + concurrency).map(prerender));
  log(`prerendered ${pagePaths.length} landing pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await browser?.close();
  preview.kill();
}
