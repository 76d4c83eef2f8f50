import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { findingsIn, knownSecrets, scanBuild } from './bundleSecrets.mjs';

const sandboxSource = "export const sandboxOnlySecret = 'sandbox-only-not-a-real-secret';";

test('the known secrets: the sandbox key and secret-named variables, not public values', () => {
  const secrets = knownSecrets(
    {
      VITE_PAYMENT_SECRET: 'vite-secret-value',
      SANDBOX_LOYALTY_SECRET: 'loyalty-key-123',
      VITE_LOYALTY_BEARER: 'sandbox-loyalty',
      VITE_API_BASE_MOBILE: 'https://api.example/mobile',
      SANDBOX_LOCAL: '1',
      SHORT_SECRET: 'abc',
    },
    sandboxSource,
  );
  assert.deepEqual(
    [...secrets.keys()],
    ['the sandbox signing key (apps/sandbox/src/config.ts)', 'VITE_PAYMENT_SECRET', 'SANDBOX_LOYALTY_SECRET'],
  );
});

test('finds secret values and shapes, naming them without the value', () => {
  const secrets = knownSecrets({ VITE_SIGNING_KEY: 'k3y-value-here' }, sandboxSource);
  assert.deepEqual(findingsIn('const a="sandbox-only-not-a-real-secret"', secrets), [
    'the value of the sandbox signing key (apps/sandbox/src/config.ts)',
  ]);
  assert.deepEqual(findingsIn('x="k3y-value-here"', secrets), ['the value of VITE_SIGNING_KEY']);
  assert.deepEqual(findingsIn('-----BEGIN RSA PRIVATE KEY-----\nMIIE', secrets), ['a private key block']);
  assert.deepEqual(findingsIn('-----BEGIN PRIVATE KEY-----', secrets), ['a private key block']);
  assert.deepEqual(
    findingsIn('k="9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"', secrets),
    ['a long random hex string (a key?)'],
  );
  assert.deepEqual(
    findingsIn('t="eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.c2lnbmF0dXJlLXZhbHVl"', secrets),
    ['a JSON web token'],
  );
});

test('ordinary bundle text is clean', () => {
  const secrets = knownSecrets({}, sandboxSource);
  for (const text of [
    'const bits="10101010101010101010101010101010101010101"',
    'fill="ffffffffffffffffffffffffffffffffffff"',
    'import("./assets/index-Bq3aItxe.js")',
    'Authorization: Bearer sandbox-loyalty',
    'public key', // words are not keys
  ])
    assert.deepEqual(findingsIn(text, secrets), [], text);
});

test('scans every text file of a build, maps included, and names the file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundle-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<script type="module" src="/assets/a.js"></script>');
  writeFileSync(path.join(dir, 'assets', 'a.js'), 'export const x = 1;');
  writeFileSync(
    path.join(dir, 'assets', 'a.js.map'),
    '{"sourcesContent":["sandbox-only-not-a-real-secret"]}',
  );
  assert.deepEqual(scanBuild(dir, knownSecrets({}, sandboxSource)), [
    `${path.join('assets', 'a.js.map')}: the value of the sandbox signing key (apps/sandbox/src/config.ts)`,
  ]);
});
