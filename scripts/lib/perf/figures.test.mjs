import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  exitCode,
  exitCodes,
  figuresOf,
  fontsBeforeFcp,
  median,
  responseHeaderBytes,
  scriptsBeforeFcp,
  summarize,
} from './figures.mjs';

/** A Lighthouse result with only what figuresOf reads: network start at 1 s (µs clock), FCP at 1.5 s. */
function lhr({ score = 0.5, fcp = 2000, lcp = 4000, tbt = 300, cls = 0, requests = [], runtimeError } = {}) {
  return {
    categories: { performance: { score } },
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
      metrics: { details: { items: [{ observedFirstContentfulPaintTs: 1_500_000 }] } },
      'network-requests': {
        details: { items: requests, debugData: { networkStartTimeTs: 1_000_000 } },
      },
    },
    ...(runtimeError ? { runtimeError } : {}),
  };
}
const script = (networkEndTime, transferSize, extra = {}) => ({
  url: `/assets/${networkEndTime}.js`,
  resourceType: 'Script',
  mimeType: 'text/javascript',
  networkEndTime,
  transferSize,
  ...extra,
});

test('median of odd and even counts, runs without a figure left out', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([null, 5, null]), 5);
  assert.equal(median([null]), null);
});

test('JavaScript before first paint: scripts that finished by the observed FCP, on the same clock', () => {
  const requests = [
    script(100, 50_000),
    script(500, 20_000), // ends exactly at the paint (1 s + 500 ms)
    script(501, 70_000), // a moment after it
    { resourceType: 'Stylesheet', mimeType: 'text/css', networkEndTime: 50, transferSize: 9_000 },
    // a module preload may be typed Other; its MIME type says it is a script
    { resourceType: 'Other', mimeType: 'application/javascript', networkEndTime: 200, transferSize: 1_000 },
  ];
  assert.deepEqual(scriptsBeforeFcp(lhr({ requests })), { bytes: 71_000, requests: 3 });
});

test('the bytes leave out each response’s headers, read from the DevTools log', () => {
  const devtoolsLog = [
    { method: 'Network.requestWillBeSent', params: { request: { url: '/assets/100.js' } } },
    {
      method: 'Network.responseReceived',
      params: { response: { url: '/assets/100.js', encodedDataLength: 900 } },
    },
    { method: 'Network.loadingFinished', params: { encodedDataLength: 50_000 } },
  ];
  const headers = responseHeaderBytes(devtoolsLog);
  assert.deepEqual([...headers], [['/assets/100.js', 900]]);
  const requests = [script(100, 50_000), script(200, 2_000)];
  assert.deepEqual(scriptsBeforeFcp(lhr({ requests }), headers), { bytes: 51_100, requests: 2 });
});

test('no paint or no request table: JavaScript is not measured (null), not zero', () => {
  const noPaint = lhr();
  noPaint.audits.metrics.details.items = [{}];
  assert.equal(scriptsBeforeFcp(noPaint), null);
  const noTable = lhr();
  delete noTable.audits['network-requests'];
  assert.equal(scriptsBeforeFcp(noTable), null);
});

test('a run’s figures, with kB of 1024 bytes as the size budget counts them', () => {
  assert.deepEqual(figuresOf(lhr({ requests: [script(10, 2048)] })), {
    score: 0.5,
    fcpMs: 2000,
    lcpMs: 4000,
    tbtMs: 300,
    cls: 0,
    jsBeforeFcpKb: 2,
    jsRequestsBeforeFcp: 1,
    fontsBeforeFcp: 0,
  });
});

test('fonts before first paint: the font files that finished by the observed FCP, which Lighthouse counts', () => {
  const font = (networkEndTime) => ({ resourceType: 'Font', networkEndTime, transferSize: 12_000 });
  const requests = [font(400), font(500), font(501), script(100, 50_000)];
  assert.equal(fontsBeforeFcp(lhr({ requests })), 2);
  const noPaint = lhr({ requests });
  noPaint.audits.metrics.details.items = [{}];
  assert.equal(fontsBeforeFcp(noPaint), null);
});

test('a run Lighthouse could not measure keeps its error and has no figures', () => {
  const failed = lhr({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } });
  failed.categories.performance.score = null;
  delete failed.audits['largest-contentful-paint'].numericValue;
  const figures = figuresOf(failed);
  assert.equal(figures.score, null);
  assert.equal(figures.lcpMs, null);
  assert.equal(figures.error, 'NO_FCP: The page did not paint');
});

const runs = (page, variant, list) =>
  list.map((figures) => ({ page, variant, figures: { cls: 0, fcpMs: 1000, ...figures } }));

test('summary: medians per variant, the LCP ratio of the medians, and each goal met or not', () => {
  const [home] = summarize(
    ['/'],
    [
      ...runs('/', 'portal', [
        { score: 0.6, lcpMs: 5000, tbtMs: 400, jsBeforeFcpKb: 210 },
        { score: 0.7, lcpMs: 4000, tbtMs: 100, jsBeforeFcpKb: 215 },
        { score: 0.5, lcpMs: 6000, tbtMs: 900, jsBeforeFcpKb: 212 },
      ]),
      ...runs('/', 'snapshot', [
        { score: 1, lcpMs: 2000, tbtMs: 0, jsBeforeFcpKb: 0 },
        { score: 1, lcpMs: 1000, tbtMs: 0, jsBeforeFcpKb: 0 },
        { score: 1, lcpMs: 3000, tbtMs: 0, jsBeforeFcpKb: 0 },
      ]),
    ],
  );
  assert.equal(home.portal.lcpMs, 5000);
  assert.equal(home.portal.runs, 3);
  assert.equal(home.snapshot.lcpMs, 2000);
  assert.equal(home.lcpRatio, 2.5);
  assert.deepEqual(
    home.goals.map(({ id, value, met }) => [id, value, met]),
    [
      ['lcpRatio', 2.5, false],
      ['score', 0.6, false],
      ['cls', 0, true],
      ['tbtMs', 400, false],
      ['jsBeforeFcpKb', 212, false],
    ],
  );
});

test('limits are inclusive: 1.2, 0.95, 0.01, 200 ms and 100 kB exactly are met', () => {
  const [page] = summarize(
    ['/x'],
    [
      ...runs('/x', 'portal', [{ score: 0.95, lcpMs: 1200, tbtMs: 200, cls: 0.01, jsBeforeFcpKb: 100 }]),
      ...runs('/x', 'snapshot', [{ score: 1, lcpMs: 1000, tbtMs: 0, jsBeforeFcpKb: 0 }]),
    ],
  );
  assert.ok(page.goals.every((goal) => goal.met));
});

test('runs that failed are counted and named, and leave the ratio unmeasured when a variant has none', () => {
  const [page] = summarize(
    ['/y'],
    [
      { page: '/y', variant: 'portal', figures: { score: null, lcpMs: null, error: 'NO_FCP: x' } },
      ...runs('/y', 'snapshot', [{ score: 1, lcpMs: 1000 }]),
    ],
  );
  assert.deepEqual(page.portal.errors, ['NO_FCP: x']);
  assert.equal(page.lcpRatio, null);
  assert.equal(page.goals.find((goal) => goal.id === 'lcpRatio').met, false);
});

test('only the JavaScript budget fails the command, and only with --enforce-js', () => {
  const pageWith = (portal) =>
    summarize(
      ['/'],
      [
        ...runs('/', 'portal', [{ score: 0.3, lcpMs: 9000, tbtMs: 2000, ...portal }]),
        ...runs('/', 'snapshot', [{ score: 1, lcpMs: 1000 }]),
      ],
    );
  const heavy = pageWith({ jsBeforeFcpKb: 215 });
  const light = pageWith({ jsBeforeFcpKb: 90 });
  assert.equal(exitCode(heavy, { enforceJs: false }), 0);
  assert.equal(exitCode(heavy, { enforceJs: true }), exitCodes.overBudget);
  // Every Lighthouse goal missed, the JavaScript within budget: success even when enforced.
  assert.equal(exitCode(light, { enforceJs: true }), 0);
  // Not measured is not within budget, and told apart from over it (npm test fails only on the latter).
  assert.equal(exitCode(pageWith({ jsBeforeFcpKb: null }), { enforceJs: true }), exitCodes.notMeasured);
  assert.notEqual(exitCodes.notMeasured, exitCodes.overBudget);
});
