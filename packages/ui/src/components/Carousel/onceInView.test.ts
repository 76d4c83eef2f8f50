import { afterEach, describe, expect, it, vi } from 'vitest';
import { onceInView } from './onceInView';
import { stubObserver } from './stubObserver.testing';

describe('a carousel below the fold starts once it is scrolled to (issue 22)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits while the node is out of view, then calls once and stops watching', () => {
    const observers = stubObserver();
    const then = vi.fn();
    onceInView(document.createElement('div'), then);
    observers[0]?.report(false);
    expect(then).not.toHaveBeenCalled();
    observers[0]?.report(true);
    observers[0]?.report(true);
    expect(then).toHaveBeenCalledTimes(1);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('never calls once stopped', () => {
    const observers = stubObserver();
    const then = vi.fn();
    const stop = onceInView(document.createElement('div'), then);
    stop();
    observers[0]?.report(true);
    expect(then).not.toHaveBeenCalled();
  });

  it('calls at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const then = vi.fn();
    onceInView(document.createElement('div'), then);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
