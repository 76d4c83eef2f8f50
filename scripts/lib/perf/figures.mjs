// The figures of `pnpm perf` from Lighthouse results (LHR JSON), their medians over rounds and the
// goals of issue 22. Pure functions: scripts/perf.mjs runs the browsers, these read what they return.

/** The median of the numbers in `values` (nulls are runs that failed and are left out); null if none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const isScript = (request) =>
  request.resourceType === 'Script' || /javascript|ecmascript/.test(request.mimeType ?? '');

/**
 * The bytes of each response's headers by URL, from Lighthouse's DevTools log: a request's transfer
 * size counts its headers too (about 1 kB each here, the security headers), which are no JavaScript.
 */
export function responseHeaderBytes(devtoolsLog = []) {
  const bytes = new Map();
  for (const { method, params } of devtoolsLog) {
    if (method === 'Network.responseReceived' && typeof params?.response?.encodedDataLength === 'number')
      bytes.set(params.response.url, params.response.encodedDataLength);
  }
  return bytes;
}

/**
 * The requests that finished before the first contentful paint and that `wanted` keeps; null when either time
 * is missing. Both times are the browser's observed ones on the trace clock (µs): the request table's end times
 * are relative to `networkStartTimeTs`, the paint is `observedFirstContentfulPaintTs` (the simulated FCP models
 * a slower network and has no requests to compare with).
 */
function finishedBeforeFcp(lhr, wanted) {
  const fcpTs = lhr.audits?.metrics?.details?.items?.[0]?.observedFirstContentfulPaintTs;
  const table = lhr.audits?.['network-requests']?.details;
  const startTs = table?.debugData?.networkStartTimeTs;
  if (typeof fcpTs !== 'number' || typeof startTs !== 'number' || !Array.isArray(table.items)) return null;
  return table.items
    .filter((request) => wanted(request) && typeof request.networkEndTime === 'number')
    .filter((request) => startTs + request.networkEndTime * 1000 <= fcpTs);
}

/**
 * The JavaScript whose requests finished before the first contentful paint: `bytes` as it came over the wire
 * (gzipped as served, headers left out) and the number of `requests`. Null when it cannot be measured.
 */
export function scriptsBeforeFcp(lhr, headerBytes = new Map()) {
  const before = finishedBeforeFcp(lhr, isScript);
  if (before === null) return null;
  const bodyBytes = (request) =>
    Math.max(0, (request.transferSize ?? 0) - (headerBytes.get(request.url) ?? 0));
  return { bytes: before.reduce((sum, request) => sum + bodyBytes(request), 0), requests: before.length };
}

/**
 * The font files that finished before the observed first paint. Lighthouse's simulation counts each of them
 * in LCP, and in FCP when it was fetched at the highest priority (a font found by the first layout, not a
 * preload). The pages preload their font files (font-display: optional), so they end first in both variants;
 * without that, whether a font ends before the paint is a race of milliseconds on a local server, and this
 * count says which mode a run's simulated FCP and LCP fell in (docs/decisions/speed.md).
 */
export function fontsBeforeFcp(lhr) {
  return finishedBeforeFcp(lhr, (request) => request.resourceType === 'Font')?.length ?? null;
}

const numeric = (lhr, audit) => {
  const value = lhr.audits?.[audit]?.numericValue;
  return typeof value === 'number' ? value : null;
};

/**
 * One Lighthouse run's figures (`devtoolsLog`: the run's artifacts.DevtoolsLog); a run Lighthouse could
 * not measure (runtimeError) has nulls and its error.
 */
export function figuresOf(lhr, devtoolsLog = []) {
  const scripts = scriptsBeforeFcp(lhr, responseHeaderBytes(devtoolsLog));
  return {
    score: lhr.categories?.performance?.score ?? null,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsBeforeFcpKb: scripts === null ? null : scripts.bytes / 1024,
    jsRequestsBeforeFcp: scripts === null ? null : scripts.requests,
    fontsBeforeFcp: fontsBeforeFcp(lhr),
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

const figureNames = [
  'score',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'jsBeforeFcpKb',
  'jsRequestsBeforeFcp',
  'fontsBeforeFcp',
];

/** The medians of one page and variant over its rounds, with the count of runs and their errors. */
export function medians(runs) {
  const result = Object.fromEntries(figureNames.map((name) => [name, median(runs.map((run) => run[name]))]));
  const errors = runs.map((run) => run.error).filter(Boolean);
  return { ...result, runs: runs.length, ...(errors.length > 0 ? { errors } : {}) };
}

/**
 * Issue 22's goals, each read from a page's summary. Only the JavaScript budget can fail the command
 * (with --enforce-js): the issue makes it the failing check and the Lighthouse figures printed ones.
 */
export const goals = [
  { id: 'lcpRatio', label: 'LCP ratio', at: 'most', limit: 1.2, of: (page) => page.lcpRatio },
  { id: 'score', label: 'perf', at: 'least', limit: 0.95, of: (page) => page.portal.score },
  { id: 'cls', label: 'CLS', at: 'most', limit: 0.01, of: (page) => page.portal.cls },
  { id: 'tbtMs', label: 'TBT', at: 'most', limit: 200, unit: 'ms', of: (page) => page.portal.tbtMs },
  {
    id: 'jsBeforeFcpKb',
    label: 'JS before first paint',
    at: 'most',
    limit: 100,
    unit: 'kB',
    enforceable: true,
    of: (page) => page.portal.jsBeforeFcpKb,
  },
];

/** Each goal for one page: its value and whether it is met (a value that was not measured is not met). */
export function goalsOf(page) {
  return goals.map((goal) => {
    const value = goal.of(page);
    const met = typeof value === 'number' && (goal.at === 'most' ? value <= goal.limit : value >= goal.limit);
    return { id: goal.id, label: goal.label, at: goal.at, limit: goal.limit, unit: goal.unit, value, met };
  });
}

/** The figures of one page's runs in one variant. `runs` are `{ page, variant, figures }`. */
export const variantFigures = (runs, page, variant) =>
  runs.filter((run) => run.page === page && run.variant === variant).map((run) => run.figures);

/** Portal LCP over snapshot LCP; null unless both were measured. */
export const lcpRatio = (portalMs, snapshotMs) =>
  typeof portalMs === 'number' && typeof snapshotMs === 'number' && snapshotMs > 0
    ? portalMs / snapshotMs
    : null;

/**
 * Per page (in the order given) the medians of both variants, the LCP ratio portal/snapshot (of the
 * medians) and the goals. `runs` are `{ page, variant: 'portal' | 'snapshot', figures }`.
 */
export function summarize(pages, runs) {
  return pages.map((page) => {
    const portal = medians(variantFigures(runs, page, 'portal'));
    const snapshot = medians(variantFigures(runs, page, 'snapshot'));
    const summary = { page, portal, snapshot, lcpRatio: lcpRatio(portal.lcpMs, snapshot.lcpMs) };
    return { ...summary, goals: goalsOf(summary) };
  });
}

/** The exit codes of `pnpm perf`: a budget over is told apart from a run that could not measure it. */
export const exitCodes = { ok: 0, notMeasured: 1, overBudget: 3 };

/**
 * With --enforce-js: overBudget when a page's JavaScript before first paint is over its budget, notMeasured
 * when a page's could not be measured (no run of it succeeded), else ok. Without it, always ok.
 */
export function exitCode(summary, { enforceJs }) {
  if (!enforceJs) return exitCodes.ok;
  const enforced = summary.flatMap((page) =>
    page.goals.filter((goal) => goals.find((g) => g.id === goal.id).enforceable),
  );
  if (enforced.some((goal) => typeof goal.value === 'number' && !goal.met)) return exitCodes.overBudget;
  if (enforced.some((goal) => typeof goal.value !== 'number')) return exitCodes.notMeasured;
  return exitCodes.ok;
}
