import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summarize } from './figures.mjs';
import { formatTable, goalLine, perfJson } from './report.mjs';

const summary = summarize(
  ['/'],
  [
    {
      page: '/',
      variant: 'portal',
      figures: {
        score: 0.62,
        fcpMs: 2900,
        lcpMs: 5120,
        tbtMs: 640.4,
        cls: 0.0021,
        jsBeforeFcpKb: 215.26,
        jsRequestsBeforeFcp: 84,
        fontsBeforeFcp: 4,
      },
    },
    {
      page: '/',
      variant: 'snapshot',
      figures: {
        score: 0.99,
        fcpMs: 1100,
        lcpMs: 2000,
        tbtMs: 0,
        cls: 0,
        jsBeforeFcpKb: 0,
        jsRequestsBeforeFcp: 0,
        fontsBeforeFcp: 0,
      },
    },
  ],
);

test('a goal reads as value, limit and verdict', () => {
  const [ratio, score, cls, tbt, js] = summary[0].goals;
  assert.equal(goalLine(ratio), 'LCP ratio 2.56 ≤ 1.2 not met');
  assert.equal(goalLine(score), 'perf 0.62 ≥ 0.95 not met');
  assert.equal(goalLine(cls), 'CLS 0.002 ≤ 0.01 met');
  assert.equal(goalLine(tbt), 'TBT 640 ms ≤ 200 ms not met');
  assert.equal(goalLine(js), 'JS before first paint 215.3 kB ≤ 100 kB not met');
});

test('the table has a row per variant, then the goals of the page', () => {
  const lines = formatTable(summary).split('\n');
  assert.match(
    lines[0],
    /^page\s+variant\s+perf\s+FCP\s+LCP\s+TBT\s+CLS\s+JS before FCP \(requests\)\s+fonts before FCP$/,
  );
  assert.match(lines[1], /^\/\s+portal\s+0\.62\s+2\.90 s\s+5\.12 s\s+640 ms\s+0\.002\s+215\.3 kB in 84\s+4$/);
  assert.match(lines[2], /^\s+snapshot\s+0\.99\s+1\.10 s\s+2\.00 s\s+0 ms\s+0\.000\s+0\.0 kB in 0\s+0$/);
  assert.match(lines[3], /goals: LCP ratio 2\.56 ≤ 1\.2 not met · perf/);
});

test('a figure that was not measured prints n/a, and failed runs are counted', () => {
  const [page] = summarize(
    ['/x'],
    [{ page: '/x', variant: 'portal', figures: { score: null, lcpMs: null, error: 'NO_FCP: x' } }],
  );
  const table = formatTable([page]);
  assert.match(table, /portal\s+n\/a\s+n\/a/);
  assert.match(table, /\(1 of 1 runs failed\)/);
});

test('the JSON holds the run settings and per page the medians, the ratio and the goals', () => {
  const json = perfJson({
    summary,
    rounds: 1,
    lighthouseVersion: '12.8.2',
    startedAt: '2026-11-25T20:00:00.000Z',
    seconds: 61,
    enforceJs: false,
  });
  assert.equal(json.rounds, 1);
  assert.equal(json.pages[0].page, '/');
  assert.equal(json.pages[0].portal.lcpMs, 5120);
  assert.deepEqual(json.pages[0].goals[0], {
    id: 'lcpRatio',
    value: 2.56,
    limit: 1.2,
    at: 'most',
    met: false,
  });
  assert.doesNotThrow(() => JSON.stringify(json));
});
