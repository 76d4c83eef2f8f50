#!/usr/bin/env node
// `npm start`: installs what is missing, builds when sources changed since the last build,
// then runs the sandbox and the portal (production build, `vite preview`) until Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, ensurePnpm, log, root, run } from './lib/toolchain.mjs';

const portalPort = Number(process.env.PORTAL_PORT ?? 4173);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8787);
const stamp = path.join(root, 'node_modules/.cache/selfcare-build.stamp');
const sourceRoots = ['packages', 'apps'].flatMap((dir) =>
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

function buildIfStale(pnpm) {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changed = Math.max(
    ...sourceRoots.map(newestSourceMtime),
    statSync(path.join(root, 'pnpm-lock.yaml')).mtimeMs,
  );
  if (built > changed && existsSync(path.join(root, 'apps/portal/dist/index.html'))) {
    log('build is up to date');
    return;
  }
  log('building (pnpm -r build)');
  if (run(pnpm, ['run', 'build']) !== 0) throw new Error('build failed');
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, new Date().toISOString());
}

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

async function main() {
  const pnpm = ensurePnpm();
  ensureDependencies(pnpm);
  buildIfStale(pnpm);

  const children = [
    // --local / SANDBOX_LOCAL=1: this is local use, so the OTP inbox and the simulators are served and proxied.
    spawn(process.execPath, ['apps/sandbox/dist/main.js', '--port', String(sandboxPort), '--local'], {
      cwd: root,
      stdio: 'inherit',
    }),
    spawn(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'preview', '--port', String(portalPort), '--strictPort'],
      {
        cwd: path.join(root, 'apps/portal'),
        stdio: 'inherit',
        env: { ...process.env, SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`, SANDBOX_LOCAL: '1' },
      },
    ),
  ];
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 300).unref();
  };
  for (const child of children) child.on('exit', (code) => stop(code ?? 0));
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  const portal = `http://127.0.0.1:${portalPort}`;
  // The sandbox first (a fresh data directory takes a few seconds to initialise), then the proxy through the portal.
  const ready =
    (await waitFor(`http://127.0.0.1:${sandboxPort}/__sandbox/health`, 90_000)) &&
    (await waitFor(`${portal}/__sandbox/health`, 30_000));
  if (!ready) {
    console.error('The portal or the sandbox did not start; see the output above.');
    stop(1);
    return;
  }
  console.log(`\n  Portal:           ${portal}/`);
  console.log(`  OTP inbox:        ${portal}/__sandbox/inbox`);
  console.log(`  Sandbox pages:    ${portal}/__sandbox/`);
  console.log('  Stop with Ctrl-C.\n');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
