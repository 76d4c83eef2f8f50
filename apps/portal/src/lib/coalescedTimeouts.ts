import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

interface Pending {
  readonly due: number;
  readonly callback: TimeoutCallback;
}

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
 * is a deletion, and setting one that is due later than the earliest costs nothing. TanStack's own
 * `timeoutManager` documents this use.
 *
 * The clock is `Date.now`, which fake clocks (Vitest's, Playwright's) move together with the browser's timers.
 * Intervals (`refetchInterval`) stay browser intervals.
 */
export function createCoalescedTimeouts(): TimeoutProvider<number> {
  const pending = new Map<number, Pending>();
  let lastId = 0;
  // The browser timer, by the function that set it. A test's fake clock brings its own: its timer is set beside
  // the real one, never in place of it, so a fake clock taken away (and its timer with it) leaves the real one.
  const armed = new Map<typeof setTimeout, { due: number; handle: number }>();
  let firing = false;

  const arm = () => {
    let earliest = Infinity;
    for (const entry of pending.values()) earliest = Math.min(earliest, entry.due);
    const { setTimeout: set, clearTimeout: clear } = globalThis;
    const current = armed.get(set);
    // Called as functions: a browser's timer functions refuse another `this` than the window.
    if (current) clear(current.handle);
    armed.delete(set);
    if (earliest === Infinity) return;
    const handle = Number(set(() => fire(set), Math.max(0, earliest - Date.now())));
    armed.set(set, { due: earliest, handle });
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
      const due = Date.now() + Math.max(0, delay);
      pending.set(lastId, { due, callback });
      // Set by a callback being fired: the timer is set once they have all run.
      if (firing) return lastId;
      const current = armed.get(globalThis.setTimeout);
      if (!current || due < current.due) arm();
      return lastId;
    },
    clearTimeout(id) {
      if (id !== undefined) pending.delete(Number(id));
    },
    setInterval: (callback, delay) => Number(globalThis.setInterval(callback, delay)),
    clearInterval: (id) => globalThis.clearInterval(id === undefined ? undefined : Number(id)),
  };
}
