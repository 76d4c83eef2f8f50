/**
 * One PGlite data directory per test run, created, migrated and seeded once (initdb takes ~3 s); each
 * worker copies it (test/support.ts), so the files run on both cores.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { systemClock } from '../src/clock';
import { readSandboxConfig } from '../src/config';
import { prepareDatabase } from '../src/server';

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const runDir = mkdtempSync(join(tmpdir(), 'selfcare-sandbox-test-'));
  const dataDir = join(runDir, 'seeded');
  const config = { ...readSandboxConfig({}), dataDir, databaseUrl: undefined };
  const db = await prepareDatabase(config, { reset: false, clock: systemClock, log: () => {} });
  await db.close();
  project.provide('sandboxDataDir', dataDir);
  return () => rmSync(runDir, { recursive: true, force: true });
}
