import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

interface Pending {
  readonly due: number;
  /** When it must have run by: its due time, or for a long timeout the next whole second (`latestRun`). */
  readonly latest: number;
  readonly callback: TimeoutCallback;
}

/** Timeouts this long (staleness, garbage collection, late retries) may run up to a second late. */
const LONG_TIMEOUT_MS = 10_000;

/**
 * A long timeout needs no browser timer of its own when one is set for the same second: the observers of a page's
 * first render set their staleness timeouts a minute ahead, each a few milliseconds apart, often in falling order
 * (each then an earlier one, a new browser timer under a profiler's stack capture). Rounded up to the second,
 * they share one.
 */
const latestRun = (due: number, delay: number) =>
  delay >= LONG_TIMEOUT_MS ? Math.ceil(due / 1000) * 1000 : due;

/** A callback's error is reported as a browser timer's would be, and the other callbacks still run. */
const report = (error: unknown) => {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else
    queueMicrotask(() => {
      throw error;
    });
};

/**
 * TanStack Query's timers on one browser timer (issue 22). Every query sets a garbage-collection timer when it is
 * made and clears it when its first observer subscribes, and every observer sets a staleness timer: on the home,
 * some seventy browser timers set and cleared in the tasks of the first render, a tenth of its passive effects
 * in a trace. Here a timeout is an entry in a table, and one browser timer waits for the earliest entry: clearing
 * is a deletion, and setting one that is due later than the earliest costs nothing. A timeout of ten seconds or
 * more may run up to a second late, so that those set in the same second share a timer (`latestRun`). TanStack's
 * own `timeoutManager` documents this use.
 *
 * The clock is `Date.now`, which fake clocks (Vitest's, Playwright's) move together with the browser's timers.
 * Intervals (`refetchInterval`) stay browser intervals.
 */
export function createCoalescedTimeouts(): TimeoutProvider<number> {
  const pending = new Map<number, Pending>();
  let lastId = 0;
  // The browser timer, by the function that set it. A test's fake clock brings its own: its timer is set beside
  // the real one, never in place of it, so a fake clock taken away (and its timer with it) leaves the real one.
  const armed = new Map<typeof setTimeout, { at: number; handle: number }>();
  let firing = false;

  const arm = () => {
    let earliest = Infinity;
    for (const entry of pending.values()) earliest = Math.min(earliest, entry.latest);
    const { setTimeout: set, clearTimeout: clear } = globalThis;
    const current = armed.get(set);
    // Called as functions: a browser's timer functions refuse another `this` than the window.
    if (current) clear(current.handle);
    armed.delete(set);
    if (earliest === Infinity) return;
    const handle = Number(set(() => fire(set), Math.max(0, earliest - Date.now())));
    armed.set(set, { at: earliest, handle });
  };

  function fire(by: typeof setTimeout) {
    armed.delete(by);
    firing = true;
    const now = Date.now();
    // Due ones in the order they fall due (a Map keeps the order they were set in, for equal times). One cleared
    // by an earlier callback here does not run; one set by a callback here waits for the next firing, as a browser
    // timer set in a timer's callback would.
    const due = [...pending].filter(([, entry]) => entry.due <= now).sort(([, a], [, b]) => a.due - b.due);
    try {
      for (const [id, entry] of due) {
        if (!pending.delete(id)) continue;
        try {
          entry.callback();
        } catch (error) {
          report(error);
        }
      }
    } finally {
      firing = false;
      arm();
    }
  }

  return {
    setTimeout(callback, delay) {
      lastId += 1;
      const wait = Math.max(0, delay);
      const due = Date.now() + wait;
      const latest = latestRun(due, wait);
      pending.set(lastId, { due, latest, callback });
      // Set by a callback being fired: the timer is set once they have all run.
      if (firing) return lastId;
      const current = armed.get(globalThis.setTimeout);
      if (!current || latest < current.at) arm();
      return lastId;
    },
    clearTimeout(id) {
      if (id !== undefined) pending.delete(Number(id));
    },
    setInterval: (callback, delay) => Number(globalThis.setInterval(callback, delay)),
    clearInterval: (id) => globalThis.clearInterval(id === undefined ? undefined : Number(id)),
  };
}
