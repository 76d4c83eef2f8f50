import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatObserved, paintFigures, summarizeObserved } from './observed.mjs';

test('a load keeps its first contentful paint and its last LCP candidate, with where it was painted', () => {
  const figures = paintFigures([
    { type: 'fcp', ms: 1200 },
    { type: 'lcp', ms: 1210, from: 'prerendered', size: 100 },
    { type: 'lcp', ms: 1230, from: 'prerendered', size: 900 },
  ]);
  assert.deepEqual(figures, { fcpMs: 1200, lcpMs: 1230, lcpFrom: 'prerendered' });
  assert.deepEqual(paintFigures([]), { fcpMs: null, lcpMs: null, lcpFrom: null });
});

test('per page the medians of each variant, the places of the portal LCP and the ratio; failed loads are counted', () => {
  const run = (variant, lcpMs, lcpFrom, extra = {}) => ({
    page: '/x',
    variant,
    figures: { fcpMs: lcpMs - 100, lcpMs, lcpFrom, ...extra },
  });
  const [page] = summarizeObserved(
    ['/x'],
    [
      run('portal', 1300, 'prerendered'),
      run('portal', 1500, 'app'),
      run('portal', null, null, { fcpMs: null, error: 'timeout' }),
      run('snapshot', 1000, 'page'),
    ],
  );
  assert.equal(page.portal.lcpMs, 1400);
  assert.equal(page.portal.lcpFrom, 'prerendered/app');
  assert.equal(page.portal.failed, 1);
  assert.equal(page.lcpRatio, 1.4);
  const printed = formatObserved([page]);
  assert.match(printed, /\/x +portal FCP 1\.30 s, LCP 1\.40 s \(painted by prerendered\/app\)/);
  assert.match(printed, /snapshot LCP 1\.00 s · LCP ratio 1\.40 \(1 loads failed\)/);
});

test('a page with no snapshot figure prints its ratio as n/a', () => {
  const [page] = summarizeObserved(
    ['/y'],
    [{ page: '/y', variant: 'portal', figures: { fcpMs: 1, lcpMs: 2, lcpFrom: 'app' } }],
  );
  assert.equal(page.lcpRatio, null);
  assert.match(formatObserved([page]), /snapshot LCP n\/a · LCP ratio n\/a/);
});
