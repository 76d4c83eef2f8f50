// The servers `npm start` and `pnpm perf` run: the sandbox and the production build of the portal
// (`vite preview`, which proxies /api and /__sandbox to the sandbox), and the build they serve.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { log, root, run } from './toolchain.mjs';

const stamp = path.join(root, 'node_modules/.cache/selfcare-build.stamp');
const sourceRoots = () =>
  ['packages', 'apps'].flatMap((dir) =>
    readdirSync(path.join(root, dir)).map((name) => path.join(root, dir, name)),
  );

function newestSourceMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.tsbuild'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether the portal and the sandbox have been built at all. */
export function isBuilt() {
  return (
    existsSync(path.join(root, 'apps/portal/dist/index.html')) &&
    existsSync(path.join(root, 'apps/sandbox/dist/main.js'))
  );
}

/** `pnpm run build` when a source or the lockfile changed since the last build of this function. */
export function buildIfStale(pnpm) {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changed = Math.max(
    ...sourceRoots().map(newestSourceMtime),
    statSync(path.join(root, 'pnpm-lock.yaml')).mtimeMs,
  );
  if (built > changed && isBuilt()) {
    log('build is up to date');
    return;
  }
  log('building (pnpm -r build)');
  if (run(pnpm, ['run', 'build']) !== 0) throw new Error('build failed');
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, new Date().toISOString());
}

/**
 * The sandbox on `port`. `local` serves the OTP inbox and the simulators; `dataDir` with `reset`
 * starts from the seed in a directory of its own.
 */
export function startSandbox({ port, local = false, dataDir, reset = false, stdio = 'inherit' }) {
  const args = ['apps/sandbox/dist/main.js', '--port', String(port)];
  if (dataDir) args.push('--data-dir', dataDir);
  if (reset) args.push('--reset');
  if (local) args.push('--local');
  return spawn(process.execPath, args, { cwd: root, stdio });
}

/**
 * `vite preview` of the portal's build on `port`, proxying to the sandbox on `sandboxPort` (or to the API at
 * `apiUrl`); `outDir` serves a copy of the build instead of apps/portal/dist.
 */
export function startPreview({ port, sandboxPort, apiUrl, local = false, outDir, stdio = 'inherit' }) {
  const args = ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'];
  if (outDir) args.push('--outDir', outDir);
  return spawn(process.execPath, ['node_modules/vite/bin/vite.js', ...args], {
    cwd: path.join(root, 'apps/portal'),
    stdio,
    env: {
      ...process.env,
      SANDBOX_URL: apiUrl ?? `http://127.0.0.1:${sandboxPort}`,
      // SANDBOX_LOCAL=1: the OTP inbox and the simulators are proxied too (local use only, issue 23).
      ...(local ? { SANDBOX_LOCAL: '1' } : {}),
    },
  });
}

/** Resolves true once `url` answers 2xx, false after `timeoutMs`. */
export async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * Waits for the sandbox, then for the portal's proxy to it: a fresh data directory takes a few
 * seconds to initialise.
 */
export async function waitForServers({ portalPort, sandboxPort }) {
  return (
    (await waitFor(`http://127.0.0.1:${sandboxPort}/__sandbox/health`, 90_000)) &&
    (await waitFor(`http://127.0.0.1:${portalPort}/__sandbox/health`, 30_000))
  );
}
