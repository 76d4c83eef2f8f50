// The table `pnpm perf` prints and the JSON it writes (reports/perf.json), from summarize()'s pages.

const fixed =
  (digits, suffix = '') =>
  (value) =>
    typeof value === 'number' ? `${value.toFixed(digits)}${suffix}` : 'n/a';
const seconds = (ms) => fixed(2, ' s')(typeof ms === 'number' ? ms / 1000 : ms);
/** The cells of one variant's figures, in the order of `columns` after page and variant. */
const cells = (figures) => [
  fixed(2)(figures.score),
  seconds(figures.fcpMs),
  seconds(figures.lcpMs),
  fixed(0, ' ms')(figures.tbtMs),
  fixed(3)(figures.cls),
  fixed(1, ' kB')(figures.jsBeforeFcpKb) +
    (typeof figures.jsRequestsBeforeFcp === 'number' ? ` in ${Math.round(figures.jsRequestsBeforeFcp)}` : ''),
  fixed(0)(figures.fontsBeforeFcp),
];
const columns = [
  ['page', 22],
  ['variant', 9],
  ['perf', 6],
  ['FCP', 9],
  ['LCP', 9],
  ['TBT', 9],
  ['CLS', 7],
  ['JS before FCP (requests)', 24],
  ['fonts before FCP', 16],
];
const row = (cells) =>
  cells
    .map((cell, i) => String(cell).padEnd(columns[i][1]))
    .join(' ')
    .trimEnd();

/** A goal as printed: `LCP ratio 2.41 ≤ 1.2 not met`. */
export function goalLine(goal) {
  const unit = goal.unit ? ` ${goal.unit}` : '';
  const digits = { cls: 3, tbtMs: 0, jsBeforeFcpKb: 1 }[goal.id] ?? 2;
  const value = typeof goal.value === 'number' ? `${goal.value.toFixed(digits)}${unit}` : 'n/a';
  const sign = goal.at === 'most' ? '≤' : '≥';
  return `${goal.label} ${value} ${sign} ${goal.limit}${unit} ${goal.met ? 'met' : 'not met'}`;
}

/** The whole table: per page its two variants' medians, the LCP ratio and the goals of its portal figures. */
export function formatTable(summary) {
  const lines = [row(columns.map(([name]) => name))];
  for (const page of summary) {
    for (const variant of ['portal', 'snapshot']) {
      const figures = page[variant];
      const failed = figures.errors ? `  (${figures.errors.length} of ${figures.runs} runs failed)` : '';
      lines.push(row([variant === 'portal' ? page.page : '', variant, ...cells(figures)]) + failed);
    }
    lines.push(`${''.padEnd(columns[0][1])} goals: ${page.goals.map(goalLine).join(' · ')}`);
  }
  return lines.join('\n');
}

/** reports/perf.json: the settings of the run, its time and per page the medians, ratio and goals. */
export function perfJson({ summary, rounds, lighthouseVersion, startedAt, seconds, enforceJs }) {
  return {
    lighthouse: lighthouseVersion,
    preset: 'mobile, simulated slow 4G, 4x CPU',
    rounds,
    startedAt,
    seconds,
    jsBudgetEnforced: enforceJs,
    pages: summary.map(({ page, portal, snapshot, lcpRatio, goals }) => ({
      page,
      portal,
      snapshot,
      lcpRatio,
      goals: goals.map(({ id, value, limit, at, met }) => ({ id, value, limit, at, met })),
    })),
  };
}
