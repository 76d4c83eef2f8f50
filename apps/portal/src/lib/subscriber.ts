import type { SessionStore } from './session';

/** The signed-in number, or null for a guest (what private query keys carry). */
export function subscriberOf(session: Pick<SessionStore, 'getSnapshot'>): string | null {
  const { state } = session.getSnapshot();
  return state.status === 'signedIn' ? state.msisdn : null;
}
