/**
 * The sandbox server: the operator's API (every row of the contract) plus the sandbox-only
 * pages under /__sandbox/, on PGlite or a real Postgres.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { contract, identityUploadCalls } from '@selfcare/api-client/contract';
import { EKYC_UPLOAD_MAX_BYTES } from '@selfcare/domain';
import { Hono } from 'hono';
import type { AppContext } from './app-context';
import { systemClock, type Clock } from './clock';
import { readSandboxConfig, type SandboxConfig } from './config';
import { openDatabase, removeEmbeddedData, type Database } from './db/database';
import { dropEverything, migrate } from './db/migrate';
import { handlersByName } from './handlers';
import { limitBodies } from './http/body-limit';
import { contractRouter } from './http/contract-router';
import { mountCspReports } from './http/csp-reports';
import { isDataException } from './http/input-errors';
import { operatorErrorBody, OperatorError } from './http/operator-error';
import { mountSigner } from './http/signer';
import { routeTable } from './http/routes';
import { xssSeeding } from './http/xss-seed';
import { sandboxPages } from './pages';
import { ensureSeeded } from './seed';
import { removeEkycPhotos } from './services/ekyc-files';
import { removeSupportPhotos } from './services/support-photos';

export interface StartOptions {
  readonly port?: number;
  readonly host?: string;
  readonly dataDir?: string;
  readonly databaseUrl?: string;
  readonly clock?: Clock;
  /** Wipe and reseed before serving. */
  readonly reset?: boolean;
  /** Override any configuration value (tests). */
  readonly config?: Partial<SandboxConfig>;
  readonly log?: (line: string) => void;
}

export interface RunningSandbox {
  readonly url: string;
  readonly app: AppContext;
  close(): Promise<void>;
}

const defaultLog = (line: string) => console.log(`[sandbox] ${line}`);

/** Opens the store, migrates and seeds it (once, or again after a reset). */
export async function prepareDatabase(
  config: SandboxConfig,
  options: { reset: boolean; clock: Clock; log: (line: string) => void },
): Promise<Database> {
  if (options.reset && !config.databaseUrl) await removeEmbeddedData(config.dataDir);
  const db = await openDatabase(config);
  try {
    if (options.reset) {
      await dropEverything(db);
      await removeEkycPhotos(config);
      await removeSupportPhotos(config);
    }
    await migrate(db);
    await ensureSeeded(db, { now: options.clock.now(), log: options.log });
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

export function createApp(app: AppContext): Hono {
  const server = new Hono();
  // Issue 47 item 6: no answer of the sandbox (calls, pages, photos, refusals) is ever read as another type.
  server.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  // Every path, the sandbox pages included (a 413 read to its end, http/body-limit.ts): nothing reads more than maxBodyBytes into memory, except the
  // identity uploads (three photos, issue 19), which may carry up to the domain's upload limit.
  const standardLimit = limitBodies(app, app.config.maxBodyBytes);
  const uploadLimit = limitBodies(app, Math.max(app.config.maxBodyBytes, EKYC_UPLOAD_MAX_BYTES));
  const routes = routeTable(contract, app.config.productId);
  const uploads: ReadonlySet<string> = new Set(identityUploadCalls);
  server.use('*', (c, next) => {
    const route = c.req.method === 'POST' ? routes.find(c.req.path) : undefined;
    return (route !== undefined && uploads.has(route.name) ? uploadLimit : standardLimit)(c, next);
  });
  // Issue 23: XSS payloads in the answers of one browser that asked for them (local use only).
  server.use('/api/*', xssSeeding(app));
  mountSigner(server, app);
  mountCspReports(server, app);
  server.all('/api/*', contractRouter(app, contract, handlersByName));
  server.route('/__sandbox', sandboxPages(app));
  server.notFound((c) =>
    c.json(
      operatorErrorBody('mobile', new OperatorError('UNKNOWN_CALL', `Nothing is served at ${c.req.path}.`)),
      404,
    ),
  );
  server.onError((error, c) => {
    app.log(`ERROR ${c.req.method} ${c.req.path}: ${error.message}`);
    if (isDataException(error)) {
      const refused = new OperatorError('BAD_REQUEST', 'Invalid request.');
      return c.json(operatorErrorBody('mobile', refused), 400);
    }
    return c.json(
      operatorErrorBody('mobile', new OperatorError('SERVER_ERROR', 'The sandbox failed to answer.')),
      500,
    );
  });
  return server;
}

export async function startSandbox(options: StartOptions = {}): Promise<RunningSandbox> {
  const base = readSandboxConfig();
  const config: SandboxConfig = {
    ...base,
    ...options.config,
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.host === undefined ? {} : { host: options.host }),
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    ...(options.databaseUrl === undefined ? {} : { databaseUrl: options.databaseUrl }),
  };
  const log = options.log ?? defaultLog;
  const clock = options.clock ?? systemClock;
  const db = await prepareDatabase(config, { reset: options.reset ?? false, clock, log });
  const app: AppContext = { db, clock, config, log };
  const hono = createApp(app);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: hono.fetch, port: config.port, hostname: config.host }, () =>
      resolve(listening),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${config.host}:${port}`,
    app,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await db.close();
    },
  };
}
