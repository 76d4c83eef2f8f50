/** A hand-driven clock for the polling tests: `advance` runs what falls due, letting each answer settle. */
import { act } from '@testing-library/react';
import type { Schedule } from '../src/features/roaming/polling';

export function manualSchedule() {
  let now = 0;
  const timers = new Set<{ at: number; run: () => void }>();
  const schedule: Schedule = (run, delayMs) => {
    const timer = { at: now + delayMs, run };
    timers.add(timer);
    return () => void timers.delete(timer);
  };
  const settle = () => act(async () => undefined);
  const advance = async (ms: number) => {
    const until = now + ms;
    await settle();
    for (;;) {
      const due = [...timers].filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers.delete(due);
      now = due.at;
      due.run();
      await settle();
    }
    now = until;
  };
  return { schedule, advance, pending: () => timers.size };
}
