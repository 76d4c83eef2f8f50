import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { playwrightReportEnv } from './playwrightReport.mjs';

const root = path.resolve(import.meta.dirname, '../..');

test('a Playwright run writes its JSON report where npm test reads it', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pw-report-'));
  const file = path.join(dir, 'report.json');
  try {
    // --list loads the real config and runs its reporters without starting a server or a browser.
    const cli = createRequire(path.join(root, 'package.json')).resolve('@playwright/test/cli');
    const run = spawnSync(process.execPath, [cli, 'test', '--list', '--project', 'desktop'], {
      cwd: root,
      env: { ...process.env, ...playwrightReportEnv(file) },
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, run.stderr);
    assert.ok(existsSync(file), `no report at ${file}`);
    assert.ok(JSON.parse(readFileSync(file, 'utf8')).suites.length > 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
