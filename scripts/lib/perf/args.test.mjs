import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parsePerfArgs } from './args.mjs';

test('no argument: three rounds, build when needed, the JavaScript budget printed but not enforced', () => {
  assert.deepEqual(parsePerfArgs([]), { rounds: 3, build: true, enforceJs: false });
});

test('--rounds takes a value after it or after =', () => {
  assert.equal(parsePerfArgs(['--rounds', '1']).rounds, 1);
  assert.equal(parsePerfArgs(['--rounds=5']).rounds, 5);
});

test('--no-build and --enforce-js', () => {
  assert.deepEqual(parsePerfArgs(['--no-build', '--enforce-js', '--rounds', '2']), {
    rounds: 2,
    build: false,
    enforceJs: true,
  });
});

test('a missing, zero or fractional round count is a clear error', () => {
  for (const argv of [['--rounds'], ['--rounds', '0'], ['--rounds=1.5'], ['--rounds', '--no-build']])
    assert.match(parsePerfArgs(argv).error, /--rounds needs a whole number/);
});

test('an unknown argument is named', () => {
  assert.match(parsePerfArgs(['--fast']).error, /unknown argument '--fast'/);
});
