import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freePorts } from './freePorts.mjs';

test('three free ports, all different', async () => {
  const ports = await freePorts(3);
  assert.equal(ports.length, 3);
  assert.equal(new Set(ports).size, 3);
  for (const port of ports) assert.ok(Number.isInteger(port) && port > 0);
});

test('as a command it prints them comma-separated (the Playwright config reads them so)', () => {
  const script = fileURLToPath(new URL('./freePorts.mjs', import.meta.url));
  const printed = execFileSync(process.execPath, [script, '3'], { encoding: 'utf8' }).trim();
  assert.match(printed, /^\d+,\d+,\d+$/);
});
