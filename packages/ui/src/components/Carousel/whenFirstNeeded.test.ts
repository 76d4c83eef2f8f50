import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_AUTOPLAY_MS } from '@selfcare/domain';
import { stubObserver } from './stubObserver.testing';
import { whenFirstNeeded } from './whenFirstNeeded';

describe('a carousel starts when it is first needed (issue 22)', () => {
  let observers: ReturnType<typeof stubObserver>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    observers = stubObserver();
  });
  afterEach(() => {
    // The stubs come off before the real timers return (both suites share one set of globals per worker).
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const waiting = (dueAfterMs?: number) => {
    const node = document.createElement('div');
    const onDue = vi.fn();
    const onPointer = vi.fn();
    const stop = whenFirstNeeded(node, { dueAfterMs, onDue, onPointer });
    return { node, onDue, onPointer, stop };
  };

  it('CONST-05 takes its first autoplay step 5000 ms after it is first in view, not after it mounted', () => {
    const { onDue, onPointer } = waiting(CAROUSEL_AUTOPLAY_MS);
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2);
    expect(onDue).not.toHaveBeenCalled();
    observers[0]?.report(true);
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS - 1);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2);
    expect(onDue).toHaveBeenCalledTimes(1);
    expect(onPointer).not.toHaveBeenCalled();
  });

  it('starts at once for a pointer over the slides, and then never again', () => {
    const { node, onDue, onPointer } = waiting(CAROUSEL_AUTOPLAY_MS);
    observers[0]?.report(true);
    node.dispatchEvent(new Event('pointerover'));
    node.dispatchEvent(new Event('pointerover'));
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS);
    expect(onPointer).toHaveBeenCalledTimes(1);
    expect(onDue).not.toHaveBeenCalled();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('a carousel that does not step by itself waits for the visitor alone', () => {
    const { node, onDue, onPointer } = waiting();
    expect(observers).toHaveLength(0);
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3);
    expect(onDue).not.toHaveBeenCalled();
    node.dispatchEvent(new Event('pointerover'));
    expect(onPointer).toHaveBeenCalledTimes(1);
  });

  it('once stopped (the carousel started another way, or unmounted), calls nothing', () => {
    const { node, onDue, onPointer, stop } = waiting(CAROUSEL_AUTOPLAY_MS);
    observers[0]?.report(true);
    stop();
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS);
    node.dispatchEvent(new Event('pointerover'));
    expect(onDue).not.toHaveBeenCalled();
    expect(onPointer).not.toHaveBeenCalled();
    expect(observers[0]?.disconnected).toBe(true);
  });
});
