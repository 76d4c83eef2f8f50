#!/usr/bin/env node
// `npm test`: installs what is missing, runs every suite of the repo in order, and ends with one
// line `N passed, N failed` that sums them all. Options:
//   --only <suite>[,<suite>]  run only these suites (names below)
//   --update-snapshots        rewrite the visual baselines instead of comparing them
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureDependencies, ensurePnpm, log, root } from './lib/toolchain.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const updateSnapshots = args.includes('--update-snapshots');
const reports = path.join(root, 'reports');

const workspacePackages = [
  '@selfcare/domain',
  '@selfcare/api-client',
  '@selfcare/ui',
  '@selfcare/portal',
  '@selfcare/sandbox',
];
const storybookPort = 6007;

/** Runs a command, streaming its output; resolves with its exit code. */
function exec(command, commandArgs, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Counts from a Jest-shaped report (Vitest's and the Storybook test-runner's JSON). */
function jestCounts(file, exitCode) {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 1 };
  const failed = report.numFailedTests + (exitCode !== 0 && report.numFailedTests === 0 ? 1 : 0);
  // Jest records a retried test's attempts as `invocations`; name those that needed one.
  const retried = (report.testResults ?? [])
    .flatMap((file) => file.assertionResults ?? [])
    .filter((test) => (test.invocations ?? 1) > 1 && test.status === 'passed')
    .map((test) => test.fullName);
  const note = retried.length > 0 ? `flaky (passed on retry): ${retried.join('; ')}` : undefined;
  return { passed: report.numPassedTests, failed, note };
}

const check = (name) => async (pnpm, commandArgs) => {
  const code = await exec(pnpm, commandArgs);
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1, note: `${name} failed` };
};

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const suites = [
  {
    name: 'typecheck',
    run: (pnpm) => check('typecheck')(pnpm, ['exec', 'tsc', '-b']),
  },
  {
    name: 'lint',
    run: async (pnpm) => {
      const lint = await check('lint')(pnpm, ['exec', 'eslint', '.', '--max-warnings=0']);
      const format = await check('format')(pnpm, ['exec', 'prettier', '--check', '.', '--log-level', 'warn']);
      return { passed: lint.passed + format.passed, failed: lint.failed + format.failed };
    },
  },
  {
    name: 'unit',
    run: async (pnpm) => {
      const total = { passed: 0, failed: 0 };
      for (const pkg of workspacePackages) {
        const out = path.join(reports, `vitest-${pkg.split('/')[1]}.json`);
        const code = await exec(pnpm, [
          '--filter',
          pkg,
          'run',
          'test',
          '--reporter=default',
          '--reporter=json',
          `--outputFile=${out}`,
        ]);
        const counts = jestCounts(out, code);
        total.passed += counts.passed;
        total.failed += counts.failed;
      }
      return total;
    },
  },
  {
    name: 'build',
    run: async (pnpm) => {
      const build = await check('build')(pnpm, ['run', 'build']);
      const treeshake = await check('ui tree-shaking')(pnpm, [
        '--filter',
        '@selfcare/ui',
        'run',
        'check:treeshake',
      ]);
      return { passed: build.passed + treeshake.passed, failed: build.failed + treeshake.failed };
    },
  },
  {
    name: 'size',
    run: (pnpm) => check('size budget')(pnpm, ['exec', 'node', 'scripts/size-budget.mjs']),
  },
  {
    name: 'stories',
    run: async (pnpm) => {
      if ((await exec(pnpm, ['run', 'build-storybook'])) !== 0) return { passed: 0, failed: 1 };
      const server = spawn(
        process.execPath,
        [
          'node_modules/http-server/bin/http-server',
          'storybook-static',
          '-a',
          '127.0.0.1',
          '-p',
          String(storybookPort),
          '-s',
        ],
        { cwd: root, stdio: 'ignore' },
      );
      try {
        if (!(await waitFor(`http://127.0.0.1:${storybookPort}/index.json`, 30_000)))
          return { passed: 0, failed: 1 };
        const total = { passed: 0, failed: 0, notes: [] };
        // Every story, its play function and axe on <body>, once per locale.
        for (const locale of ['vi', 'en-US']) {
          const out = path.join(reports, `stories-${locale}.json`);
          const code = await exec(
            pnpm,
            [
              'exec',
              'test-storybook',
              '--url',
              `http://127.0.0.1:${storybookPort}`,
              '--maxWorkers=1',
              '--json',
              '--outputFile',
              out,
            ],
            { env: { ...process.env, STORY_LOCALE: locale } },
          );
          const counts = jestCounts(out, code);
          total.passed += counts.passed;
          total.failed += counts.failed;
          if (counts.note) total.notes.push(`${locale} ${counts.note}`);
        }
        return { ...total, note: total.notes.join('\n             ') || undefined };
      } finally {
        server.kill();
      }
    },
  },
  {
    name: 'e2e',
    // Journeys at desktop and phone widths, page axe checks and page baselines, then the story baselines.
    run: async (pnpm) => {
      const out = path.join(reports, 'playwright.json');
      const code = await exec(
        pnpm,
        ['exec', 'playwright', 'test', ...(updateSnapshots ? ['--update-snapshots'] : [])],
        {
          env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
        },
      );
      const report = readJson(out);
      if (!report) return { passed: 0, failed: 1 };
      const { expected, unexpected, flaky } = report.stats;
      return {
        passed: expected + flaky,
        failed: unexpected + (code !== 0 && unexpected === 0 ? 1 : 0),
        // A test that needed its CI retry passes, but is named so it gets fixed, not forgotten.
        note: flaky > 0 ? `flaky (passed on retry): ${flakyTitles(report).join('; ')}` : undefined,
      };
    },
  },
  {
    name: 'bench',
    // Figures, not gates: printed for the record.
    run: async (pnpm) => {
      await exec(pnpm, ['--filter', '@selfcare/domain', 'run', 'bench']);
      return { passed: 0, failed: 0 };
    },
  },
];

/** Titles of the Playwright tests whose outcome was 'flaky' (failed, then passed on retry). */
function flakyTitles(report) {
  const titles = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky')
          titles.push(`[${test.projectName}] ${[...trail, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title ? [...trail, suite.title] : trail);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return titles;
}

async function main() {
  const selected = only ? suites.filter((s) => only.includes(s.name)) : suites;
  if (only && selected.length !== only.length) {
    console.error(`unknown suite in --only; known: ${suites.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  let pnpm;
  try {
    pnpm = ensurePnpm();
    ensureDependencies(pnpm);
    if (selected.some((s) => ['stories', 'e2e'].includes(s.name))) ensureChromium();
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  // Browser suites read built output: build first when running a subset that needs it.
  if (only && selected.some((s) => ['e2e', 'size'].includes(s.name)) && !only.includes('build')) {
    if (
      !existsSync(path.join(root, 'apps/portal/dist/index.html')) ||
      !existsSync(path.join(root, 'apps/sandbox/dist/main.js'))
    ) {
      await exec(pnpm, ['run', 'build']);
    }
  }
  if (
    only?.includes('e2e') &&
    !only.includes('stories') &&
    !existsSync(path.join(root, 'storybook-static/index.json'))
  ) {
    await exec(pnpm, ['run', 'build-storybook']);
  }

  const results = [];
  for (const suite of selected) {
    log(`suite: ${suite.name}`);
    const started = Date.now();
    const counts = await suite.run(pnpm);
    results.push({ suite: suite.name, ...counts, seconds: Math.round((Date.now() - started) / 1000) });
  }

  console.log('\nSummary');
  for (const r of results) {
    console.log(
      `  ${r.suite.padEnd(10)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds}s`,
    );
    if (r.note) console.log(`             ${r.note}`);
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

await main();
