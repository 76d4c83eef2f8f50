import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Issue 23 (R1): whether the browser is online, as TanStack Query sees it. The same manager pauses reads
 * and writes while offline and runs them again when the connection is back, so what the banner says and
 * what the queries do never disagree.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
}
