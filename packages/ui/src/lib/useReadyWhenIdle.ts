import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** At the latest this long after mounting, even if the browser is never idle. */
const longestWait = 3000;

/**
 * False in the first render; true once the browser has been idle after it, or as soon as `readyNow` is called
 * (a press on a control that only looks ready). For parts that cost more to mount than they are worth in the
 * page's first commit (issue 22). `beforeReady` runs just before, in either case (e.g. to note where focus is).
 */
export function useReadyWhenIdle(beforeReady?: () => void): readonly [ready: boolean, readyNow: () => void] {
  const [ready, setReady] = useState(false);
  const latestBeforeReady = useRef(beforeReady);
  useLayoutEffect(() => {
    latestBeforeReady.current = beforeReady;
  });
  const readyNow = useCallback(() => {
    latestBeforeReady.current?.();
    setReady(true);
  }, []);
  useEffect(() => {
    if (ready) return undefined;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(readyNow, 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(readyNow, { timeout: longestWait });
    return () => window.cancelIdleCallback(handle);
  }, [ready, readyNow]);
  return [ready, readyNow] as const;
}
