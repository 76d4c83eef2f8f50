import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startInTurn } from './startInTurn';

describe('carousels start in turn, one a frame (issue 22)', () => {
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    frames = [];
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** One frame: its animation frame callbacks, then the timeouts they set. */
  const frame = () => {
    const now = frames;
    frames = [];
    for (const callback of now) callback(0);
    vi.advanceTimersByTime(0);
  };

  it('starts the first after the next paint, the second a frame later', () => {
    const started: string[] = [];
    startInTurn(() => started.push('offers'));
    startInTurn(() => started.push('news'));
    expect(started).toEqual([]);
    frame();
    expect(started).toEqual(['offers']);
    frame();
    expect(started).toEqual(['offers', 'news']);
  });

  it('skips a carousel that left the queue before its turn, and starts a later one again', () => {
    const started: string[] = [];
    const leave = startInTurn(() => started.push('gone'));
    startInTurn(() => started.push('kept'));
    leave();
    frame();
    expect(started).toEqual(['kept']);
    frame();
    startInTurn(() => started.push('later'));
    frame();
    expect(started).toEqual(['kept', 'later']);
  });
});
