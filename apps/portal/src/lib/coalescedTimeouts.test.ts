import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescedTimeouts } from './coalescedTimeouts';

// TanStack's use of the provider is left to the e2e journeys, in the browser: setting TanStack's one global provider
// here would reach every later file of the worker (vitest.config.ts: isolate false), whose queries would then clear
// this provider's timer ids with the browser's own clearTimeout.
describe('TanStack Query timers on one browser timer (issue 22)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    // The files after this one in the worker share its globals (vitest.config.ts: isolate false). Stubs and spies
    // first: one taken off after the real timers are back would put back the fake clock's functions for them all.
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('runs each callback when it falls due, in the order they fall due', () => {
    const timeouts = createCoalescedTimeouts();
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('300'), 300);
    timeouts.setTimeout(() => ran.push('100'), 100);
    timeouts.setTimeout(() => ran.push('200 first'), 200);
    timeouts.setTimeout(() => ran.push('200 second'), 200);
    vi.advanceTimersByTime(99);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['100']);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['100', '200 first', '200 second', '300']);
  });

  it('never runs a cleared callback, and keeps the others', () => {
    const timeouts = createCoalescedTimeouts();
    const ran: number[] = [];
    const first = timeouts.setTimeout(() => ran.push(1), 50);
    timeouts.setTimeout(() => ran.push(2), 50);
    timeouts.clearTimeout(first);
    timeouts.clearTimeout(undefined);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual([2]);
  });

  it('never runs one that an earlier callback of the same firing cleared', () => {
    const timeouts = createCoalescedTimeouts();
    const ran: string[] = [];
    let second = 0;
    timeouts.setTimeout(() => {
      ran.push('first');
      timeouts.clearTimeout(second);
    }, 10);
    second = timeouts.setTimeout(() => ran.push('second'), 10);
    vi.advanceTimersByTime(10);
    expect(ran).toEqual(['first']);
  });

  it('sets one browser timer for many timeouts, and a new one only for an earlier one', () => {
    const timeouts = createCoalescedTimeouts();
    const browserTimer = vi.spyOn(globalThis, 'setTimeout');
    const browserClear = vi.spyOn(globalThis, 'clearTimeout');
    for (let index = 0; index < 50; index += 1) {
      const id = timeouts.setTimeout(() => undefined, 300_000 + index);
      timeouts.clearTimeout(id);
      timeouts.setTimeout(() => undefined, 60_000 + index);
    }
    expect(browserTimer).toHaveBeenCalledTimes(2);
    expect(browserClear).toHaveBeenCalledTimes(1);
    timeouts.setTimeout(() => undefined, 10);
    expect(browserTimer).toHaveBeenCalledTimes(3);
  });

  it('lets timeouts of ten seconds or more that fall due in the same second share one browser timer', () => {
    vi.setSystemTime(1_000_000);
    const timeouts = createCoalescedTimeouts();
    const browserTimer = vi.spyOn(globalThis, 'setTimeout');
    const ran: number[] = [];
    // The staleness timeouts of a first render: a minute ahead, set in falling order.
    for (let index = 50; index > 0; index -= 1) timeouts.setTimeout(() => ran.push(index), 60_000 + index);
    expect(browserTimer).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_050);
    expect(ran).toEqual([]);
    // At the next whole second, in the order they fell due.
    vi.advanceTimersByTime(950);
    expect(ran).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    // A shorter one is not moved: it still gets its own, earlier timer.
    timeouts.setTimeout(() => ran.push(0), 9_999);
    expect(browserTimer).toHaveBeenCalledTimes(2);
  });

  it('reports a callback that throws, and still runs the others and the later ones', () => {
    const timeouts = createCoalescedTimeouts();
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const ran: string[] = [];
    timeouts.setTimeout(() => {
      throw new Error('broken');
    }, 10);
    timeouts.setTimeout(() => ran.push('same time'), 10);
    timeouts.setTimeout(() => ran.push('later'), 20);
    vi.advanceTimersByTime(20);
    expect(reported).toHaveBeenCalledWith(new Error('broken'));
    expect(ran).toEqual(['same time', 'later']);
  });

  it('runs a timeout set by a callback at the next firing, not in the same one', () => {
    const timeouts = createCoalescedTimeouts();
    const ran: string[] = [];
    timeouts.setTimeout(() => {
      ran.push('outer');
      timeouts.setTimeout(() => ran.push('inner'), 0);
      expect(ran).toEqual(['outer']);
    }, 5);
    vi.advanceTimersByTime(5);
    expect(ran).toEqual(['outer']);
    // A fake clock sets a timer of no delay set inside a timer's callback a millisecond later.
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['outer', 'inner']);
  });

  it('moves to a fake clock installed after its browser timer was set', () => {
    vi.useRealTimers();
    const timeouts = createCoalescedTimeouts();
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('early, real clock'), 60_000);
    vi.useFakeTimers();
    timeouts.setTimeout(() => ran.push('late, fake clock'), 120_000);
    // Up to a second more: a long timeout runs by the next whole second.
    vi.advanceTimersByTime(121_000);
    expect(ran).toEqual(['early, real clock', 'late, fake clock']);
  });

  it('keeps its timer when a fake clock installed after it is taken away with its own timers', () => {
    const timeouts = createCoalescedTimeouts();
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('set before'), 100);
    // Another test's fake clock, whose timers never fire and are gone once it is taken away.
    vi.stubGlobal('setTimeout', () => 1);
    vi.stubGlobal('clearTimeout', () => undefined);
    timeouts.setTimeout(() => ran.push('set under it'), 50);
    vi.unstubAllGlobals();
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['set under it', 'set before']);
  });

  it('calls the browser’s timer functions as functions, as a browser requires', () => {
    const timeouts = createCoalescedTimeouts();
    const { setTimeout: set, clearTimeout: clear } = globalThis;
    // A browser throws "Illegal invocation" for a timer function called as a method of another object.
    const asBrowser = <F extends (...args: never[]) => unknown>(real: F) =>
      function (this: unknown, ...args: Parameters<F>) {
        if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
        return real(...args);
      };
    vi.stubGlobal('setTimeout', asBrowser(set));
    vi.stubGlobal('clearTimeout', asBrowser(clear));
    const ran: number[] = [];
    timeouts.setTimeout(() => ran.push(2), 200);
    timeouts.setTimeout(() => ran.push(1), 100);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual([1, 2]);
  });
});
