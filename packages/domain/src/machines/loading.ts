/** Loading indicator counter (§4, §9): up at call start, down at call end, forced reset after 30 s. */
import { LOADING_RESET_MS } from '../constants';

/** The loading counter; `lastStartedAt` is the time (ms) the latest call started. */
export interface LoadingState {
  readonly count: number;
  readonly lastStartedAt: number | undefined;
}

/** Events of the loading counter; times are passed in (ms). */
export type LoadingEvent =
  | { readonly type: 'callStarted'; readonly now: number }
  | { readonly type: 'callEnded' }
  | { readonly type: 'tick'; readonly now: number };

/** No call running. */
export const LOADING_IDLE: LoadingState = { count: 0, lastStartedAt: undefined };

/**
 * DOM-21 ... DOM-23: counts running calls; a tick 30 s after the latest start resets to idle (every call
 * should have ended by then, as the HTTP timeout is also 30 s).
 */
export function loadingReducer(state: LoadingState, event: LoadingEvent): LoadingState {
  switch (event.type) {
    case 'callStarted':
      return { count: state.count + 1, lastStartedAt: event.now };
    case 'callEnded':
      return state.count <= 1 ? LOADING_IDLE : { ...state, count: state.count - 1 };
    case 'tick':
      return state.lastStartedAt !== undefined && event.now - state.lastStartedAt >= LOADING_RESET_MS
        ? LOADING_IDLE
        : state;
  }
}

/** DOM-21: the indicator shows while the counter is above 0. */
export function isLoadingVisible(state: LoadingState): boolean {
  return state.count > 0;
}
