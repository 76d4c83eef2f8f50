#!/usr/bin/env node
/**
 * selfcare-sandbox [--port N] [--host H] [--data-dir DIR] [--reset] [--exit]
 * Serves the operator API sandbox; prints one line with its address and the inbox address.
 */
import { parseArgs } from 'node:util';
import { readSandboxConfig } from './config';
import { systemClock } from './clock';
import { prepareDatabase, startSandbox } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'data-dir': { type: 'string' },
    reset: { type: 'boolean', default: false },
    exit: { type: 'boolean', default: false },
  },
});

const base = readSandboxConfig();
const config = {
  ...base,
  port: values.port === undefined ? base.port : Number(values.port),
  host: values.host ?? base.host,
  dataDir: values['data-dir'] ?? base.dataDir,
};
const log = (line: string) => console.log(`[sandbox] ${line}`);

if (values.exit) {
  const db = await prepareDatabase(config, { reset: values.reset, clock: systemClock, log });
  await db.close();
  log(
    `${values.reset ? 'reset and reseeded' : 'migrated and seeded'} ${config.databaseUrl ? 'Postgres' : config.dataDir}; exiting (--exit)`,
  );
} else {
  const sandbox = await startSandbox({ ...config, reset: values.reset, log });
  const where = sandbox.app.config.databaseUrl
    ? 'Postgres (SANDBOX_DATABASE_URL)'
    : sandbox.app.config.dataDir;
  console.log(
    `[sandbox] operator API on ${sandbox.url}/api · OTP inbox ${sandbox.url}/__sandbox/inbox · data ${where}`,
  );
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
