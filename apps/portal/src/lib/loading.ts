import {
  LOADING_IDLE,
  isLoadingVisible,
  loadingReducer,
  type LoadingEvent,
  type LoadingState,
} from '@selfcare/domain';
import { useSyncExternalStore } from 'react';

/**
 * DOM-21 … DOM-23: the global loading indicator counts running calls (domain reducer), with the
 * forced reset 30 s after the latest start. The clock and the ticker are injected for tests.
 */
export interface LoadingStore {
  isVisible(): boolean;
  subscribe(listener: () => void): () => void;
  /** Wraps fetch so that every API call moves the counter. */
  track(fetchImpl: typeof fetch): typeof fetch;
  dispatch(event: LoadingEvent): void;
}

export function createLoadingStore(now: () => number = Date.now): LoadingStore {
  let state: LoadingState = LOADING_IDLE;
  const listeners = new Set<() => void>();
  const dispatch = (event: LoadingEvent) => {
    const next = loadingReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    isVisible: () => isLoadingVisible(state),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    track: (fetchImpl) => async (input, init) => {
      // Issue 21: a keepalive request is a background log (lib/campaignLog.ts); nobody waits for it.
      if (init?.keepalive) return fetchImpl(input, init);
      dispatch({ type: 'callStarted', now: now() });
      try {
        return await fetchImpl(input, init);
      } finally {
        dispatch({ type: 'callEnded' });
      }
    },
  };
}

/** Ticks the store once a second while anything is loading, so the 30 s reset can happen. */
export function startLoadingTicker(store: LoadingStore, now: () => number = Date.now): () => void {
  const id = setInterval(() => store.dispatch({ type: 'tick', now: now() }), 1000);
  return () => clearInterval(id);
}

export function useLoadingVisible(store: LoadingStore): boolean {
  return useSyncExternalStore(store.subscribe, store.isVisible);
}
