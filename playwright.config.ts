import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, devices } from '@playwright/test';
import { testPorts } from './tests/support/ports';

const chromium = createRequire(import.meta.url)('./chromium.flags.cjs') as {
  executablePath: string;
  args: string[];
};

const ports = testPorts();
const sandboxUrl = `http://127.0.0.1:${ports.sandbox}`;
const storybookUrl = `http://127.0.0.1:${ports.storybook}`;
process.env.E2E_STORYBOOK_URL = storybookUrl;
// The abuse suite (tests/abuse) calls the sandbox directly, as a stranger's client would.
process.env.E2E_SANDBOX_URL = sandboxUrl;
const dataDir = process.env.E2E_SANDBOX_DATA_DIR ?? 'node_modules/.cache/e2e-sandbox';
const launchOptions = { executablePath: chromium.executablePath, args: chromium.args };
// The story checks need a built Storybook; without one, that project is left out.
const hasStorybook = existsSync('storybook-static/index.json');
const perfSpecs = /-perf\.spec\.ts$/;
// A journey whose title names its language runs in one language per width, as the stories do:
// en-US at 1280 px, vi at 375 px. Each journey is still walked at both widths and in both languages,
// in half the time (the 25-minute budget of `npm test`). Page baselines (*-visual.spec.ts) keep three
// of the four pairs: the longer Vietnamese words wrap differently at each width, so Vietnamese is drawn at
// both; English at 375 px, the shortest text at the narrowest width, is left to the journeys' axe checks.
// The failure and XSS suites run at one width and choose each page's language in their own tables.
// A test tagged @one-width runs at 1280 px only, one tagged @phone at 375 px only: left out by the other
// project's filter, so it costs nothing there (a skip inside the test still opened a browser page for it).
const otherLanguage = (language: string, keptWhole: string) =>
  new RegExp(`^(?!.*(${keptWhole})\\.spec).*\\b${language}\\b`);
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions };
const mobile = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
  launchOptions,
};

/**
 * End-to-end and visual checks in Debian's chromium. The production build of the portal is
 * served by `vite preview`, which proxies /api and /__sandbox to the sandbox on its own data dir.
 */
export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: 2,
  // 45 s instead of 30: a sign-in journey with several axe checks, on two busy cores.
  timeout: 45_000,
  // One retry on CI only: a test that needs it is reported as flaky by name (scripts/test.mjs), so
  // two busy cores cannot sink a landing, yet a real break still fails twice and stays red.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  snapshotPathTemplate: 'tests/__screenshots__/{projectName}/{testFilePath}/{arg}{ext}',
  // 10 s instead of 5: two browsers, the sandbox and the preview server share two cores.
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.01,
      animations: 'disabled',
      caret: 'hide',
      stylePath: 'tests/support/screenshot.css',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${ports.portal}`,
    browserName: 'chromium',
    launchOptions,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // Issue 22: Playwright's routes do not see what a service worker answers, so the portal's worker is kept
    // out of every spec but tests/e2e/offline-app.spec.ts, which allows it for itself.
    serviceWorkers: 'block',
    // Recording a trace of every test cost a third of the suite's time on two cores; a failure's retry
    // (CI retries once) records one.
    trace: 'on-first-retry',
    // A failed attempt keeps a picture of the page as it ended (its retry's trace shows the retry, not it).
    screenshot: 'only-on-failure',
    // A worker's tests share one browser context, which Playwright resets between them (cookies, storage and
    // IndexedDB of every origin visited, the HTTP cache, service workers, routes, init scripts, the clock,
    // emulation); tests/support/fixtures.ts puts back what it leaves (permissions, geolocation, offline).
    // Creating a context and its first page for each of 300 journeys was about a third of a second each.
    reuseContext: true,
  },
  projects: [
    {
      name: 'desktop',
      testDir: 'tests/e2e',
      testIgnore: perfSpecs,
      grepInvert: [otherLanguage('vi', '-visual|failures|xss'), /@phone\b/],
      use: desktop,
    },
    {
      name: 'mobile',
      testDir: 'tests/e2e',
      testIgnore: perfSpecs,
      grepInvert: [otherLanguage('en-US', 'failures|xss'), /@one-width\b/],
      use: mobile,
    },
    // Issue 47: each attacker's probe of the trust review, which must keep failing (tests/abuse). They call
    // the sandbox's API as other clients (X-Forwarded-For through loopback) with numbers of their own, so the
    // journeys' limits and data are untouched; the page probes run at one width.
    { name: 'abuse', testDir: 'tests/abuse', use: desktop },
    // Every story: play function, axe in both languages and its baselines (tests/stories).
    ...(hasStorybook ? [{ name: 'stories', testDir: 'tests/stories', use: { launchOptions } }] : []),
    // Timing measurements run after the journeys and one at a time, so no other browser shares the 2
    // cores with them. Not after `stories`: a dependency always runs with its dependent, and `npm test`
    // runs the stories as a suite of their own before the journeys.
    {
      name: 'perf-desktop',
      testDir: 'tests/e2e',
      testMatch: perfSpecs,
      use: desktop,
      dependencies: ['desktop', 'mobile'],
    },
    {
      name: 'perf-mobile',
      testDir: 'tests/e2e',
      testMatch: perfSpecs,
      use: mobile,
      dependencies: ['perf-desktop'],
    },
  ],
  webServer: [
    {
      // Every run starts from the seed (--reset), so journeys never depend on an earlier run's state.
      // --local: the journeys read codes from the OTP inbox and drive the gateway and transfer simulators.
      command: `node apps/sandbox/dist/main.js --port ${ports.sandbox} --data-dir ${dataDir} --reset --local`,
      // Issue 47: every journey's browser reaches the sandbox from this machine with no X-Forwarded-For, as one
      // address that many people share: no ceiling of numbers per client for it (hundreds of fresh numbers sign
      // in). The abuse probes name their own addresses, which keep the default ceilings.
      env: { SANDBOX_SHARED_CLIENT_ADDRESSES: '127.0.0.1,::1,::ffff:127.0.0.1' },
      url: `${sandboxUrl}/__sandbox/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${ports.portal} --strictPort`,
      cwd: 'apps/portal',
      // vite.config.ts proxies /api and /__sandbox to this run's own sandbox.
      env: { SANDBOX_URL: sandboxUrl, SANDBOX_LOCAL: '1' },
      url: `http://127.0.0.1:${ports.portal}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(hasStorybook
      ? [
          {
            command: `node node_modules/http-server/bin/http-server storybook-static -a 127.0.0.1 -p ${ports.storybook} -s`,
            url: `${storybookUrl}/index.json`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
