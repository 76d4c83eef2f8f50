import { useSyncExternalStore } from 'react';
import { mediaQueries } from '../themes/breakpoints';

const query = () =>
  typeof window === 'undefined' || !window.matchMedia
    ? undefined
    : window.matchMedia(mediaQueries.reducedMotion);

const subscribe = (onChange: () => void) => {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** Whether the user asked the system for less motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
