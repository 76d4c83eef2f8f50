import { useEffect, useState } from 'react';

/** Whole seconds until `until` (epoch ms; 0 once it passed), re-rendering each second while it runs. */
export function useSecondsLeft(until: number | undefined): number {
  const [, setTick] = useState(0);
  const seconds = until === undefined ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return undefined;
    const id = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(id);
  }, [running, until]);
  return seconds;
}
