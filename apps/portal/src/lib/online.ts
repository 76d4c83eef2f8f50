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

/**
 * Issue 22: with the service worker the portal can open with no connection at all. TanStack Query starts
 * as online and learns of the connection only from later `online`/`offline` events, so a page opened
 * offline would neither pause its reads nor show the banner: the browser's own state at start is taken
 * once (only when it says offline; the events keep it right from then on).
 */
export function startFromBrowserConnection(browser: Partial<Pick<Navigator, 'onLine'>> = navigator): void {
  // Only a plain `false` is offline (a stand-in navigator without the property is not).
  if (browser.onLine === false) onlineManager.setOnline(false);
}
