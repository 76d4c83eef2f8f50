#!/usr/bin/env node
/**
 * selfcare-sandbox [--port N] [--host H] [--data-dir DIR] [--reset] [--exit] [--local]
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
    // Local use: the OTP inbox and the simulators under /__sandbox/ are served (also SANDBOX_LOCAL=1).
    local: { type: 'boolean', default: false },
  },
});

const base = readSandboxConfig();
const config = {
  ...base,
  port: values.port === undefined ? base.port : Number(values.port),
  host: values.host ?? base.host,
  dataDir: values['data-dir'] ?? base.dataDir,
  localTools: values.local || base.localTools,
};
const log = (line: string) => console.log(`[sandbox] ${line}`);

if (values.exit) {
  const db = await prepareDatabase(config, { reset: values.reset, clock: systemClock, log });
  await db.close();
  log(
    `${values.reset ? 'reset and reseeded' : 'migrated and seeded'} ${config.databaseUrl ? 'Postgres' : config.dataDir}; exiting (--exit)`,
  );
} else {
  const sandbox = await startSandbox({
    ...config,
    config: { localTools: config.localTools },
    reset: values.reset,
    log,
  });
  const where = sandbox.app.config.databaseUrl
    ? 'Postgres (SANDBOX_DATABASE_URL)'
    : sandbox.app.config.dataDir;
  const inbox = sandbox.app.config.localTools
    ? `OTP inbox ${sandbox.url}/__sandbox/inbox`
    : 'sandbox tools off (start with --local for the OTP inbox)';
  console.log(`[sandbox] operator API on ${sandbox.url}/api · ${inbox} · data ${where}`);
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
