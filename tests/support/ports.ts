import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type TestPorts = { portal: number; sandbox: number; storybook: number };

// scripts/lib/freePorts.mjs holds three listeners open at once, so the three ports differ, then frees them.
const freePortsScript = fileURLToPath(new URL('../../scripts/lib/freePorts.mjs', import.meta.url));

/**
 * The ports of the servers a test run starts for itself (never 4173/8787 of an `npm start` beside
 * it). Chosen once, in the process that reads the config, and passed to its workers through
 * E2E_PORTS; set E2E_PORTS=portal,sandbox,storybook to choose them yourself.
 */
export function testPorts(): TestPorts {
  process.env.E2E_PORTS ??= execFileSync(process.execPath, [freePortsScript, '3'], {
    encoding: 'utf8',
  }).trim();
  const [portal, sandbox, storybook] = process.env.E2E_PORTS.split(',').map(Number);
  if (![portal, sandbox, storybook].every((port) => Number.isInteger(port) && port! > 0))
    throw new Error(`E2E_PORTS must be three port numbers, got '${process.env.E2E_PORTS}'`);
  return { portal: portal!, sandbox: sandbox!, storybook: storybook! };
}
