import { execFileSync } from 'node:child_process';

export type TestPorts = { portal: number; sandbox: number; storybook: number };

// Holds three listeners open at once, so the three ports differ, then frees them for the servers.
const findThreeFreePorts = `
const net = require('node:net');
const servers = [0, 1, 2].map(() => net.createServer());
Promise.all(servers.map((s) => new Promise((ok) => s.listen(0, '127.0.0.1', ok)))).then(() => {
  console.log(servers.map((s) => s.address().port).join(','));
  servers.forEach((s) => s.close());
});`;

/**
 * The ports of the servers a test run starts for itself (never 4173/8787 of an `npm start` beside
 * it). Chosen once, in the process that reads the config, and passed to its workers through
 * E2E_PORTS; set E2E_PORTS=portal,sandbox,storybook to choose them yourself.
 */
export function testPorts(): TestPorts {
  process.env.E2E_PORTS ??= execFileSync(process.execPath, ['-e', findThreeFreePorts], {
    encoding: 'utf8',
  }).trim();
  const [portal, sandbox, storybook] = process.env.E2E_PORTS.split(',').map(Number);
  if (![portal, sandbox, storybook].every((port) => Number.isInteger(port) && port! > 0))
    throw new Error(`E2E_PORTS must be three port numbers, got '${process.env.E2E_PORTS}'`);
  return { portal: portal!, sandbox: sandbox!, storybook: storybook! };
}
