import { afterAll, vi } from 'vitest';

/**
 * Every package's unit tests share one set of globals per worker (`isolate: false` in each vitest.config.ts), so
 * a test file that leaves a fake clock or a stubbed timer function behind hangs the timers of the files after it,
 * a different file each run (issue 22 met this in CI: a spy restored after the real timers put the fake clock's
 * `setTimeout` back). A setup file of every package: each test file fails at its own end when it leaves them so.
 */
type Timers = Pick<
  typeof globalThis,
  'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval' | 'Date'
>;
const holder = globalThis as typeof globalThis & { __timersAsFound?: Timers };
// The first file of a worker finds the environment's own functions; later files compare with those.
const asFound = (holder.__timersAsFound ??= {
  setTimeout: globalThis.setTimeout,
  clearTimeout: globalThis.clearTimeout,
  setInterval: globalThis.setInterval,
  clearInterval: globalThis.clearInterval,
  Date: globalThis.Date,
});

afterAll(() => {
  const changed = (Object.keys(asFound) as Array<keyof Timers>).filter(
    (name) => globalThis[name] !== asFound[name],
  );
  if (vi.isFakeTimers() || changed.length > 0)
    throw new Error(
      `this test file left ${vi.isFakeTimers() ? 'a fake clock' : changed.join(', ')} behind for the files after ` +
        'it: in its afterEach, take off stubs and spies first (vi.unstubAllGlobals, vi.restoreAllMocks), then ' +
        'vi.useRealTimers()',
    );
});
