// The static-HTML floor of a page (issue 22): the portal's own DOM once the page has settled, without
// a script, served beside the portal with the same CSS, fonts and images. What Lighthouse measures on
// it is how fast that very markup could paint if no JavaScript stood before it.
import http from 'node:http';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';

const chromiumFlags = createRequire(import.meta.url)('../../../chromium.flags.cjs');

/** In the page: waits for the fonts and the images already asked for (lazy ones are not awaited). */
async function settle(timeoutMs) {
  const images = [...document.images].filter((image) => image.loading !== 'lazy' && !image.complete);
  const loaded = images.map(
    (image) =>
      new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      }),
  );
  const timeout = new Promise((resolve) => setTimeout(resolve, timeoutMs));
  await Promise.race([Promise.all([...loaded, document.fonts.ready]), timeout]);
}

/**
 * In the page: its DOM as a document, without scripts and the links that fetch them. The stylesheets
 * the lazy chunks added carry the portal's origin; they become paths, so the snapshot fetches them
 * from its own origin as the portal does (another origin would cost it a connection of its own).
 */
function withoutScripts() {
  for (const node of document.querySelectorAll(
    'script, link[rel="modulepreload"], link[rel="preload"][as="script"]',
  ))
    node.remove();
  const html = document.documentElement.outerHTML.replaceAll(`${location.origin}/`, '/');
  return `<!DOCTYPE html>\n${html}`;
}

const screen = screenEmulationMetrics.mobile;
/** Lighthouse's phone as a Playwright context: its screen and user agent, a visitor in Vietnam. */
export const lighthousePhone = {
  viewport: { width: screen.width, height: screen.height },
  deviceScaleFactor: screen.deviceScaleFactor,
  isMobile: screen.mobile,
  hasTouch: true,
  userAgent: userAgents.mobile,
  locale: 'vi-VN',
  timezoneId: 'Asia/Ho_Chi_Minh',
};

/**
 * Renders each path of the portal at `baseUrl` as Lighthouse's phone sees it (its screen and user
 * agent, a first visit in Vietnamese) and returns path → snapshot HTML. One browser, closed after.
 */
export async function takeSnapshots(baseUrl, paths) {
  const browser = await chromium.launch({
    executablePath: chromiumFlags.executablePath,
    args: chromiumFlags.args,
  });
  try {
    const context = await browser.newContext(lighthousePhone);
    const snapshots = new Map();
    for (const pagePath of paths) {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // networkidle: no request for half a second, so the page's data and lazy chunks are in.
      await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle', timeout: 60_000 });
      await page.evaluate(settle, 10_000);
      if (errors.length > 0) throw new Error(`${pagePath} failed while rendering: ${errors.join('; ')}`);
      snapshots.set(pagePath, await page.evaluate(withoutScripts));
      await page.close();
    }
    return snapshots;
  } finally {
    await browser.close();
  }
}

/**
 * How the snapshot server answers a snapshot: gzipped when the browser takes it, as `vite preview`
 * compresses the portal's HTML, and revalidated like it. No Content-Security-Policy: the portal's
 * policy allows no inline style attribute, which the DOM carries where React set styles by script.
 */
export function snapshotResponse(html, acceptEncoding = '') {
  const body = Buffer.from(html);
  const gzip = /\bgzip\b/.test(acceptEncoding);
  return {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    },
    body: gzip ? gzipSync(body) : body,
  };
}

/**
 * Serves the snapshots at their paths on `port`; every other request (CSS, fonts, images, the API)
 * is passed to the portal's server, so both variants get the very same bytes and headers for them.
 */
export async function serveSnapshots({ snapshots, upstreamPort, port }) {
  const server = http.createServer((request, response) => {
    const html = request.method === 'GET' ? snapshots.get(request.url) : undefined;
    if (html !== undefined) {
      const { headers, body } = snapshotResponse(html, request.headers['accept-encoding']);
      response.writeHead(200, { ...headers, 'Content-Length': body.length });
      response.end(body);
      return;
    }
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: `127.0.0.1:${upstreamPort}` },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
