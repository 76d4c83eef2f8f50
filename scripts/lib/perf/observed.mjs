// Issue 22: the largest contentful paint as the browser itself reports it, under throttling applied to the
// page (not simulated). Lighthouse's simulation replays a fast local load and so misreads a prerendered
// page: locally the portal's render replaces the prerendered markup before its hero image has painted, so the
// simulation makes the portal's own image the LCP and puts all the JavaScript before it, where a real slow
// load paints the prerendered image long before the scripts have arrived. Measured per page and variant,
// printed beside Lighthouse's figures.
import { lcpRatio, median, variantFigures } from './figures.mjs';
import { lighthousePhone } from './snapshot.mjs';

/** Lighthouse's mobile slow 4G and CPU, applied: round-trip time, throughput in kbit/s, CPU slowdown. */
export const appliedThrottling = { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 };

/** In the page, before any script of it: records the paint and LCP entries and where each LCP element was. */
export function recordPaints() {
  const seen = [];
  window.__observedPaints = seen;
  const from = (element) =>
    element?.closest('#prerendered') ? 'prerendered' : element?.closest('#root') ? 'app' : 'page';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.push({ type: 'lcp', ms: entry.startTime, from: from(entry.element), size: entry.size });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') seen.push({ type: 'fcp', ms: entry.startTime });
  }).observe({ type: 'paint', buffered: true });
}

/** One load's figures from its recorded entries: FCP, the last LCP candidate and where it was painted. */
export function paintFigures(entries) {
  const fcp = entries.find((entry) => entry.type === 'fcp');
  const lcp = entries.filter((entry) => entry.type === 'lcp').at(-1);
  return {
    fcpMs: fcp ? fcp.ms : null,
    lcpMs: lcp ? lcp.ms : null,
    lcpFrom: lcp ? lcp.from : null,
  };
}

/**
 * Loads `url` in a fresh context of `browser` (a first visit) under `appliedThrottling`, waits until it has
 * painted and the network is idle, and returns paintFigures(); a load that fails returns its error.
 */
export async function observeLoad(browser, url, { timeoutMs = 60_000 } = {}) {
  const context = await browser.newContext({ ...lighthousePhone, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const { latencyMs, downloadKbps, uploadKbps, cpuSlowdown } = appliedThrottling;
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: (downloadKbps * 1000) / 8,
      uploadThroughput: (uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(recordPaints);
    await page.goto(url, { waitUntil: 'networkidle', timeout: timeoutMs });
    // At 4x CPU the network can fall quiet while the scripts still run: wait for a first LCP candidate, then
    // for the data and images its render asked for.
    await page.waitForFunction(() => window.__observedPaints.some((entry) => entry.type === 'lcp'), null, {
      timeout: timeoutMs,
    });
    await page.waitForLoadState('networkidle', { timeout: timeoutMs });
    return paintFigures(await page.evaluate(() => window.__observedPaints));
  } catch (error) {
    return {
      fcpMs: null,
      lcpMs: null,
      lcpFrom: null,
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    await context.close();
  }
}

/** Per page: each variant's median FCP and LCP, where the portal's LCP was painted, and the LCP ratio. */
export function summarizeObserved(pages, runs) {
  return pages.map((page) => {
    const of = (variant) => {
      const figures = variantFigures(runs, page, variant);
      const places = [...new Set(figures.map((f) => f.lcpFrom).filter(Boolean))];
      return {
        fcpMs: median(figures.map((f) => f.fcpMs)),
        lcpMs: median(figures.map((f) => f.lcpMs)),
        lcpFrom: places.join('/') || null,
        failed: figures.filter((f) => f.error).length,
      };
    };
    const portal = of('portal');
    const snapshot = of('snapshot');
    return { page, portal, snapshot, lcpRatio: lcpRatio(portal.lcpMs, snapshot.lcpMs) };
  });
}

const time = (ms) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);

/** The printed lines: a page per line, its portal and snapshot FCP and LCP, the ratio and the LCP's element. */
export function formatObserved(summary) {
  const { latencyMs, downloadKbps, cpuSlowdown } = appliedThrottling;
  const lines = [
    `Observed in the browser under applied throttling (${latencyMs} ms RTT, ${downloadKbps / 1000} Mbit/s, ` +
      `${cpuSlowdown}x CPU), medians:`,
  ];
  for (const { page, portal, snapshot, lcpRatio } of summary) {
    const failed =
      portal.failed + snapshot.failed > 0 ? ` (${portal.failed + snapshot.failed} loads failed)` : '';
    lines.push(
      `  ${page.padEnd(20)} portal FCP ${time(portal.fcpMs)}, LCP ${time(portal.lcpMs)}` +
        ` (painted by ${portal.lcpFrom ?? 'n/a'}) · snapshot LCP ${time(snapshot.lcpMs)}` +
        ` · LCP ratio ${lcpRatio === null ? 'n/a' : lcpRatio.toFixed(2)}${failed}`,
    );
  }
  return lines.join('\n');
}
