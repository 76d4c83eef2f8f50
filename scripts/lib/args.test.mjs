import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parseTestArgs, suiteNames as suites } from './args.mjs';

test('no argument runs every suite in order', () => {
  assert.deepEqual(parseTestArgs([]), { suites, updateSnapshots: false });
});

test('--only keeps the documented order and accepts --only=', () => {
  assert.deepEqual(parseTestArgs(['--only', 'e2e,lint']).suites, ['lint', 'e2e']);
  assert.deepEqual(parseTestArgs(['--only=unit']).suites, ['unit']);
});

test('--only without a value is a clear error, not a crash', () => {
  assert.match(parseTestArgs(['--only']).error, /--only needs a comma-separated list/);
  assert.match(parseTestArgs(['--only', '--update-snapshots']).error, /--only needs/);
});

test('an unknown suite or argument is named', () => {
  assert.match(parseTestArgs(['--only', 'visual']).error, /unknown suite 'visual'; known: typecheck/);
  assert.match(parseTestArgs(['--fast']).error, /unknown argument '--fast'/);
});

test('npm run visual:update names suites that exist', () => {
  const scripts = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts;
  const argv = scripts['visual:update'].split(' ').slice(2);
  const parsed = parseTestArgs(argv);
  assert.equal(parsed.error, undefined);
  assert.deepEqual(parsed, { suites: ['stories', 'e2e'], updateSnapshots: true });
});
