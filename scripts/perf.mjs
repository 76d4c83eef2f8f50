#!/usr/bin/env node
// `pnpm perf` (issue 22): Lighthouse (mobile: simulated slow 4G, 4x CPU) on the portal and on a static
// snapshot of the same pages (their rendered DOM without scripts, same CSS, fonts and images), round
// after round, alternating the two; prints per page and variant the medians, the LCP ratio
// portal/snapshot and the JavaScript fetched before the first paint, beside the goals, and
// writes them to reports/perf.json. Each page and variant is also loaded once a round under throttling the
// browser applies, and the FCP and LCP it reports printed beside (scripts/lib/perf/observed.mjs says why).
// Options:
//   --rounds <n>   rounds of every page and variant (default 3)
//   --no-build     measure the build that is there (default: build when sources changed)
//   --enforce-js   exit 3 when a page fetches more than the JavaScript budget before its first paint, 1 when
//                  a page's could not be measured
// Only that budget can fail the command: the Lighthouse figures are printed, not gated (two busy cores).
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { createRequire } from 'node:module';
import { freePorts } from './lib/freePorts.mjs';
import { parsePerfArgs } from './lib/perf/args.mjs';
import { launchChromium } from './lib/perf/chromium.mjs';
import { exitCode, exitCodes, figuresOf, summarize } from './lib/perf/figures.mjs';
import { formatObserved, observeLoad, summarizeObserved } from './lib/perf/observed.mjs';
import { formatTable, perfJson } from './lib/perf/report.mjs';
import { serveSnapshots, takeSnapshots } from './lib/perf/snapshot.mjs';
import { buildIfStale, isBuilt, startPreview, startSandbox, waitForServers } from './lib/servers.mjs';
import { ensureChromium, ensureDependencies, ensurePnpm, log, root } from './lib/toolchain.mjs';

// The home, the service catalogue and a campaign landing page (issue 21) with its hero art: the first
// screens of issue 22's goal, none of which depends on who is signed in.
const pages = ['/', '/dich-vu', '/sieuvoucher50'];
const variants = ['portal', 'snapshot'];
const reportFile = path.join(root, 'reports/perf.json');
const snapshotDir = path.join(root, 'reports/perf-snapshots');
// The build is served from a copy: a build started beside the run (another terminal, `npm test`) empties
// apps/portal/dist, which would otherwise measure half a build.
const servedBuild = path.join(root, 'node_modules/.cache/perf-dist');

/** What to end when the run is stopped (Ctrl-C) before it ends: its servers and its browser. */
const onInterrupt = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, async () => {
    for (const stop of onInterrupt) await stop();
    process.exit(130);
  });
const lighthouseVersion = JSON.parse(
  readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;

/**
 * One Lighthouse run of `url` in a fresh chromium (a first visit: empty cache and storage): its
 * figures, the JavaScript before the first paint read from its DevTools log.
 */
async function audit(url) {
  const browser = await launchChromium();
  onInterrupt.add(browser.close);
  try {
    const result = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return figuresOf(result.lhr, result.artifacts.DevtoolsLog);
  } catch (error) {
    // A run that throws (the browser lost, a protocol error) counts as a failed run, like a runtimeError.
    const message = error instanceof Error ? error.message : String(error);
    return figuresOf({ runtimeError: { code: 'LIGHTHOUSE_FAILED', message } });
  } finally {
    onInterrupt.delete(browser.close);
    await browser.close();
  }
}

const flags = createRequire(import.meta.url)('../chromium.flags.cjs');

/** Each round loads every page on both variants once under applied throttling (observed.mjs). */
async function observe(rounds, origins) {
  const browser = await chromium.launch({ executablePath: flags.executablePath, args: flags.args });
  onInterrupt.add(() => browser.close());
  const runs = [];
  try {
    for (let round = 0; round < rounds; round += 1)
      for (const page of pages)
        for (const variant of variants) {
          const figures = await observeLoad(browser, new URL(page, origins[variant]).href);
          runs.push({ page, variant, figures });
          log(
            `observed ${round + 1}/${rounds} ${page} ${variant}: ` +
              (figures.error ?? `LCP ${Math.round(figures.lcpMs ?? 0)} ms (${figures.lcpFrom})`),
          );
        }
  } finally {
    await browser.close();
  }
  return runs;
}

/** Each round runs every page on both variants, the first variant alternating between rounds. */
async function measure(rounds, origins) {
  const runs = [];
  const seconds = [];
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? variants : [...variants].reverse();
    for (const page of pages) {
      for (const variant of order) {
        const started = Date.now();
        const url = new URL(page, origins[variant]).href;
        let figures = await audit(url);
        // On two busy cores a run now and then sees no paint at all (NO_FCP): it gets one more try.
        if (figures.error) {
          log(`${page} ${variant}: ${figures.error}; once more`);
          figures = await audit(url);
        }
        seconds.push((Date.now() - started) / 1000);
        runs.push({ page, variant, figures });
        log(
          `round ${round + 1}/${rounds} ${page} ${variant}: ` +
            (figures.error ?? `LCP ${Math.round(figures.lcpMs)} ms, perf ${figures.score}`) +
            ` (${seconds.at(-1).toFixed(0)} s)`,
        );
      }
    }
  }
  return { runs, secondsPerRun: seconds.reduce((sum, s) => sum + s, 0) / seconds.length };
}

async function main() {
  const args = parsePerfArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(args.error);
    return 2;
  }
  const started = Date.now();
  const startedAt = new Date(started).toISOString();
  const pnpm = ensurePnpm();
  ensureDependencies(pnpm);
  ensureChromium();
  if (args.build) buildIfStale(pnpm);
  else if (!isBuilt()) throw new Error('no build to measure: run `pnpm run build`, or drop --no-build');

  rmSync(servedBuild, { recursive: true, force: true });
  cpSync(path.join(root, 'apps/portal/dist'), servedBuild, { recursive: true });
  const [portalPort, sandboxPort, snapshotPort] = await freePorts(3);
  const quiet = ['ignore', 'ignore', 'inherit'];
  let snapshotServer;
  // Its own data directory from the seed, as the e2e run has; not --local: a deployment's proxy table.
  const children = [
    startSandbox({
      port: sandboxPort,
      dataDir: 'node_modules/.cache/perf-sandbox',
      reset: true,
      stdio: quiet,
    }),
    startPreview({ port: portalPort, sandboxPort, outDir: servedBuild, stdio: quiet }),
  ];
  const stopServers = () => {
    snapshotServer?.close();
    for (const child of children) child.kill('SIGTERM');
  };
  onInterrupt.add(stopServers);
  try {
    if (!(await waitForServers({ portalPort, sandboxPort })))
      throw new Error('the portal or the sandbox did not start');
    const portal = `http://127.0.0.1:${portalPort}`;
    log(`snapshots of ${pages.join(', ')}`);
    const snapshots = await takeSnapshots(portal, pages);
    // What the snapshot variant serves, to look at: reports/perf-snapshots/<page>.html.
    mkdirSync(snapshotDir, { recursive: true });
    for (const [page, html] of snapshots)
      writeFileSync(path.join(snapshotDir, `${page.slice(1).replaceAll('/', '_') || 'home'}.html`), html);
    snapshotServer = await serveSnapshots({ snapshots, upstreamPort: portalPort, port: snapshotPort });
    const setupSeconds = (Date.now() - started) / 1000;
    log(`Lighthouse ${lighthouseVersion}, ${args.rounds} round(s) of ${pages.length} pages × 2 variants`);
    const origins = { portal, snapshot: `http://127.0.0.1:${snapshotPort}` };
    const { runs, secondsPerRun } = await measure(args.rounds, origins);
    const observed = summarizeObserved(pages, await observe(args.rounds, origins));

    const summary = summarize(pages, runs);
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(
      `\nLighthouse ${lighthouseVersion} mobile (simulated slow 4G, 4x CPU), medians of ${args.rounds} round(s); ` +
        'on a shared machine read the ratios, not the absolute times.\n' +
        '"fonts before FCP": the font files that ended before the observed first paint, which the simulation counts\n' +
        'in LCP (and in FCP when fetched at top priority). The pages preload their 4 font files, so it should read 4\n' +
        'for both variants; another count means a race with the paint decided it (docs/decisions/speed.md).\n',
    );
    console.log(formatTable(summary));
    console.log(`\n${formatObserved(observed)}`);
    console.log(
      `\nRun time ${seconds} s: setup ${Math.round(setupSeconds)} s (build check, servers, snapshots), ` +
        `${secondsPerRun.toFixed(1)} s per Lighthouse run, so one page in both variants costs ` +
        `about ${Math.round(2 * secondsPerRun)} s a round.`,
    );
    const json = perfJson({
      summary,
      rounds: args.rounds,
      lighthouseVersion,
      startedAt,
      seconds,
      enforceJs: args.enforceJs,
    });
    writeFileSync(
      reportFile,
      `${JSON.stringify({ ...json, observed, secondsPerRun, setupSeconds }, null, 2)}\n`,
    );
    console.log(`Figures written to ${path.relative(root, reportFile)}.`);
    const code = exitCode(summary, { enforceJs: args.enforceJs });
    if (code === exitCodes.overBudget)
      console.error('\nThe JavaScript before the first paint is over its budget (--enforce-js).');
    if (code === exitCodes.notMeasured)
      console.error(
        '\nThe JavaScript before the first paint of a page could not be measured (--enforce-js).',
      );
    return code;
  } finally {
    stopServers();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
