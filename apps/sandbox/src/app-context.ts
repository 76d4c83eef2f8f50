import type { Clock } from './clock';
import type { SandboxConfig } from './config';
import type { Database } from './db/database';

/** What every handler, page and service of a running sandbox shares. */
export interface AppContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly config: SandboxConfig;
  /** One line per event (bad input, OTP codes, handler bugs); never a stack trace to the client. */
  readonly log: (line: string) => void;
}

export const nowDate = (app: Pick<AppContext, 'clock'>) => new Date(app.clock.now());
