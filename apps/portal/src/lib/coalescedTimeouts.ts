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
  // The browser timer, with the functions that set it: cleared by the same, and set anew under a fake clock.
  let armed: { due: number; handle: number; set: typeof setTimeout; clear: typeof clearTimeout } | undefined;
  let firing = false;

  const arm = () => {
    let earliest = Infinity;
    for (const entry of pending.values()) earliest = Math.min(earliest, entry.due);
    if (armed) {
      // Called as a function: a browser's timer functions refuse another `this` than the window.
      const { clear, handle } = armed;
      clear(handle);
    }
    armed = undefined;
    if (earliest === Infinity) return;
    const { setTimeout: set, clearTimeout: clear } = globalThis;
    armed = { due: earliest, handle: Number(set(fire, Math.max(0, earliest - Date.now()))), set, clear };
  };

  function fire() {
    armed = undefined;
    firing = true;
    const now = Date.now();
    // Due ones in the order they fall due (a Map keeps the order they were set in, for equal times); one set by
    // a callback here waits for the next firing, as a browser timer set in a timer's callback would.
    const due = [...pending].filter(([, entry]) => entry.due <= now).sort(([, a], [, b]) => a.due - b.due);
    for (const [id] of due) pending.delete(id);
    try {
      for (const [, entry] of due) {
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
      // A fake clock installed since the browser timer was set (a test's) would never fire it: set it anew.
      if (!armed || due < armed.due || armed.set !== globalThis.setTimeout) arm();
      return lastId;
    },
    clearTimeout(id) {
      if (id !== undefined) pending.delete(Number(id));
    },
    setInterval: (callback, delay) => Number(globalThis.setInterval(callback, delay)),
    clearInterval: (id) => globalThis.clearInterval(id === undefined ? undefined : Number(id)),
  };
}
