#!/usr/bin/env node
// Issue 23: fails when the portal's build (apps/portal/dist, source maps included) holds a secret:
// the sandbox's signing key, the value of a secret-named variable of this environment, a private key
// block, a JWT or a long random hex string. Run after the build (scripts/test.mjs, build suite).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { knownSecrets, scanBuild } from './lib/bundleSecrets.mjs';
import { root } from './lib/toolchain.mjs';

const dist = path.join(root, 'apps/portal/dist');
if (!existsSync(dist)) {
  console.error('apps/portal/dist is missing: build the portal first (pnpm build).');
  process.exit(1);
}
const sandboxConfig = readFileSync(path.join(root, 'apps/sandbox/src/config.ts'), 'utf8');
const findings = scanBuild(dist, knownSecrets(process.env, sandboxConfig));
if (findings.length > 0) {
  console.error(`Secrets in the portal build (apps/portal/dist):\n  ${findings.join('\n  ')}`);
  process.exit(1);
}
console.log('No secret in the portal build (apps/portal/dist).');
