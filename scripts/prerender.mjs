#!/usr/bin/env node
// Issues 21 and 22, run by the root build after every package's build: each guest page whose first screen is
// the same for everyone is written into its own HTML file in apps/portal/dist (scripts/lib/prerender.mjs), so a
// visitor from an SMS link sees it before the JavaScript has arrived. The pages are rendered by the build
// itself, served by `vite preview`, in Debian's chromium at a phone's width, in Vietnamese (the default
// language; a reader of English or a signed-in subscriber never sees the copy: deploy/firstScreenGate.ts).
// - The landing pages call nothing (the campaign tables are static): /api is refused while they render.
// - The home and the catalogue read the API (guestPagesFromApi): they render with the data of the sandbox,
//   started here from its build on a fresh seed, or of the API at PRERENDER_API_URL (a deployment's).
import { mkdtempSync, readFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { freePorts } from './lib/freePorts.mjs';
import { guestPagesFromApi, htmlFileOf, landingPaths, prerenderedHtml } from './lib/prerender.mjs';
import { startPreview, startSandbox, waitFor } from './lib/servers.mjs';
import { ensureChromium, log, root } from './lib/toolchain.mjs';

const flags = createRequire(import.meta.url)('../chromium.flags.cjs');
const dist = path.join(root, 'apps/portal/dist');
const concurrency = 4;
// The campaigns with this build's addresses (the configured product in /Banmoi{product}) and whether the
// bundle reaches the API through its own origin, which the build wrote beside its manifest
// (apps/portal/deploy/landingPages.ts).
const pages = JSON.parse(readFileSync(path.join(dist, '.vite/landing-pages.json'), 'utf8'));
const apiPages = guestPagesFromApi(pages);

/** In the page, once it has settled: what the prerendered file needs of it. */
function firstScreen() {
  return {
    title: document.title,
    stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map(
      (link) => new URL(link.href).pathname,
    ),
    // Every chunk the page's routes needed (the router's lazy imports add a preload for each): the starter
    // asks for them itself, a few at a time, so the portal's start does not add them all in one long task.
    modules: [...document.querySelectorAll('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
    markup: document.getElementById('root')?.innerHTML ?? '',
  };
}

/**
 * In the page, before its scripts: a timer of five seconds or more never fires, so a carousel's autoplay (5 s,
 * CONST-05) stays on the first slide however long the capture takes, with its controls as every visitor gets
 * them (reduced motion would keep it still too, but without its pause button). Nothing of a first screen
 * waits that long.
 */
function stillCarousels() {
  const setTimeoutAsBuilt = window.setTimeout;
  window.setTimeout = (handler, delay, ...args) =>
    delay >= 5000 ? 0 : setTimeoutAsBuilt(handler, delay, ...args);
}

/** The API the API-fed pages read: PRERENDER_API_URL, else the sandbox's build on a seed of its own. */
async function startApi(port) {
  if (process.env.PRERENDER_API_URL) return { url: process.env.PRERENDER_API_URL, stop: () => {} };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'selfcare-prerender-'));
  const sandbox = startSandbox({ port, dataDir, reset: true, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    sandbox.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (!(await waitFor(`${url}/__sandbox/health`, 90_000))) {
    stop();
    throw new Error('the sandbox did not start (is apps/sandbox built?)');
  }
  return { url, stop };
}

// The build needs the browser now: installed as root on Debian, else a clear message of what to install.
ensureChromium();
const started = Date.now();
const [port, apiPort] = await freePorts(2);
const api =
  apiPages.length > 0 ? await startApi(apiPort) : { url: `http://127.0.0.1:${apiPort}`, stop: () => {} };
const preview = startPreview({ port, apiUrl: api.url, stdio: 'ignore' });
let browser;
try {
  if (!(await waitFor(`http://127.0.0.1:${port}/`, 60_000))) throw new Error('vite preview did not start');
  browser = await chromium.launch({ executablePath: flags.executablePath, args: flags.args });
  const guest = {
    viewport: { width: 375, height: 740 },
    locale: 'vi-VN',
    serviceWorkers: 'block',
  };
  const withoutApi = await browser.newContext(guest);
  await withoutApi.route(/\/(api|__sandbox)\//, (route) => route.abort());
  const withApi = await browser.newContext(guest);
  for (const context of [withoutApi, withApi]) await context.addInitScript(stillCarousels);
  const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const prerender = (context) => async (pagePath) => {
    const page = await context.newPage();
    // networkidle: the page's lazy chunks, texts, data and images are in; then its heading is there (the
    // home's is for screen readers only, so attached is enough).
    await page.goto(`http://127.0.0.1:${port}${pagePath}`, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor({ state: 'attached' });
    const screen = await page.evaluate(firstScreen);
    await page.close();
    const file = path.join(dist, htmlFileOf(pagePath));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, prerenderedHtml(indexHtml, screen));
  };
  const jobs = [
    ...landingPaths(pages).map((pagePath) => () => prerender(withoutApi)(pagePath)),
    ...apiPages.map((pagePath) => () => prerender(withApi)(pagePath)),
  ];
  // A few pages at a time: most of each page's time is the half second of quiet networkidle waits for.
  for (let next = 0; next < jobs.length; next += concurrency)
    await Promise.all(jobs.slice(next, next + concurrency).map((job) => job()));
  const from = apiPages.length === 0 ? '' : ` (${apiPages.join(', ')} with data from ${api.url})`;
  log(`prerendered ${jobs.length} pages${from} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (apiPages.length === 0)
    log('the API is on another origin: the home and the catalogue are not prerendered');
} finally {
  await browser?.close();
  preview.kill();
  api.stop();
}
