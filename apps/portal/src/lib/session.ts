import { SIGNED_OUT, sessionReducer, type SessionEvent, type SessionState } from '@selfcare/domain';
import { useSyncExternalStore } from 'react';
import { clearAccountStorage, localKeys } from './storage';

/**
 * The signed-in subscriber, kept in local storage as §3 says (mobile, session, authorized,
 * off_net) and stepped by the domain's session reducer. React reads it with `useSession()`.
 */
export interface SessionSnapshot {
  readonly state: SessionState;
  /** The opaque session value the API expects in request bodies. */
  readonly token: string | null;
}

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** AUTH: a successful login stores phone, session, authorized and off_net. */
  signIn(input: { msisdn: string; session: string; method: 'otp' | 'password'; offNet: boolean }): void;
  /** DOM-31: the 3G/4G login decrypted a phone and a session. */
  signInByMobileNetwork(input: { msisdn: string; session: string }): void;
  /** DOM-04: a response code; 401 while signed in marks the session expired. */
  reportResponseCode(code: string | number | null | undefined): void;
  /** DOM-02 / DOM-05: clears the session and the account's storage. */
  signOut(reason: 'signedOut' | 'forceLogin'): void;
}

function readInitial(storage: Storage): SessionSnapshot {
  const msisdn = storage.getItem(localKeys.mobile);
  const token = storage.getItem(localKeys.session);
  if (!msisdn || !token || storage.getItem(localKeys.authorized) !== 'true')
    return { state: SIGNED_OUT, token: null };
  return {
    state: {
      status: 'signedIn',
      msisdn,
      method: 'otp',
      offNet: storage.getItem(localKeys.offNet) === 'true',
    },
    token,
  };
}

export function createSessionStore(storage: Storage): SessionStore {
  let snapshot = readInitial(storage);
  const listeners = new Set<() => void>();
  const step = (event: SessionEvent, token: string | null) => {
    const state = sessionReducer(snapshot.state, event);
    if (state === snapshot.state && token === snapshot.token) return;
    snapshot = { state, token: state.status === 'signedIn' ? token : null };
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn({ msisdn, session, method, offNet }) {
      storage.setItem(localKeys.mobile, msisdn);
      storage.setItem(localKeys.session, session);
      storage.setItem(localKeys.authorized, 'true');
      storage.setItem(localKeys.offNet, String(offNet));
      step({ type: 'loggedIn', msisdn, method, offNet }, session);
    },
    signInByMobileNetwork({ msisdn, session }) {
      storage.setItem(localKeys.mobile, msisdn);
      storage.setItem(localKeys.session, session);
      storage.setItem(localKeys.authorized, 'true');
      step({ type: 'mobileNetworkDecrypted', msisdn, session }, session);
    },
    reportResponseCode(code) {
      step({ type: 'responseCode', code }, snapshot.token);
    },
    signOut(reason) {
      clearAccountStorage(storage);
      step({ type: reason }, null);
    },
  };
}

export function useSessionSnapshot(store: SessionStore): SessionSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
