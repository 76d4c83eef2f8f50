// What `npm start` and `npm test` need before anything else: the pinned pnpm, the
// workspace's dependencies and (for tests) Debian's chromium. Each step is skipped when done.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const localPnpm = path.join(root, '.tools/node_modules/.bin/pnpm');

export function log(message) {
  console.log(`\u001b[36m›\u001b[0m ${message}`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function versionOf(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Puts the private pnpm first on PATH, so scripts and tools that call `pnpm` find the pinned one. */
function useLocalPnpm() {
  process.env.PATH = `${path.dirname(localPnpm)}${path.delimiter}${process.env.PATH ?? ''}`;
  return localPnpm;
}

/** The pinned pnpm: the one on PATH if it is that version, else a private copy under .tools/. */
export function ensurePnpm() {
  if (versionOf('pnpm') === pinned) return 'pnpm';
  if (existsSync(localPnpm) && versionOf(localPnpm) === pinned) return useLocalPnpm();
  log(`installing pnpm ${pinned} into .tools/ (from the npm registry)`);
  const status = run('npm', [
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--prefix',
    '.tools',
    `pnpm@${pinned}`,
  ]);
  if (status !== 0 || versionOf(localPnpm) !== pinned) {
    throw new Error(`could not install pnpm ${pinned}; install it with: npm install -g pnpm@${pinned}`);
  }
  return useLocalPnpm();
}

/** Dependencies from the committed lockfile; skipped when node_modules is newer than the lockfile. */
export function ensureDependencies(pnpm) {
  const marker = path.join(root, 'node_modules/.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing dependencies (pnpm install --frozen-lockfile)');
  if (run(pnpm, ['install', '--frozen-lockfile']) !== 0) throw new Error('pnpm install failed');
}

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Debian's chromium for every browser tool (none downloads its own). */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    log('installing chromium and fonts with apt-get');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update', '-qq'], { env }) === 0) {
      run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], { env });
    }
    if (existsSync(chromiumPath)) return;
  }
  throw new Error(
    `chromium was not found at ${chromiumPath}. Install it, e.g. on Debian: sudo apt-get install -y chromium fonts-liberation, ` +
      'or set CHROME_PATH to a Chromium/Chrome binary.',
  );
}
