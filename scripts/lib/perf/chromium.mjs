// Debian's chromium with a DevTools port, for Lighthouse (which drives it over that port). The same
// binary and flags as every other browser tool (chromium.flags.cjs), one fresh profile per launch.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const chromium = createRequire(import.meta.url)('../../../chromium.flags.cjs');

// Lighthouse's own launcher adds these so that a tab is never throttled as if it were in the background.
const measuringFlags = [
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-extensions',
];

/** Starts chromium; resolves with its DevTools port and a `close()` that ends it and removes its profile. */
export async function launchChromium({ timeoutMs = 30_000 } = {}) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'selfcare-perf-'));
  const child = spawn(
    chromium.executablePath,
    [
      ...chromium.args,
      ...measuringFlags,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    // Chromium's helper processes can still be writing to the profile as the browser exits: retry, and a
    // leftover temporary folder never ends the benchmark.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch {
      // left in the temporary directory
    }
  };
  // With port 0, chromium writes the port it chose as the first line of this file.
  const portFile = path.join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { port, close };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`chromium (${chromium.executablePath}) did not open its DevTools port`);
}
