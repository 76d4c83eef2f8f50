import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session';

describe('session store', () => {
  it('AUTH-13 stores phone, session, authorized and off_net on login, and reads them back after a reload', () => {
    const store = createSessionStore(window.localStorage);
    store.signIn({ msisdn: '84912345678', session: 's-1', method: 'otp', offNet: false });
    expect(window.localStorage.getItem('mobile')).toBe('84912345678');
    expect(window.localStorage.getItem('session')).toBe('s-1');
    expect(window.localStorage.getItem('authorized')).toBe('true');
    expect(window.localStorage.getItem('off_net')).toBe('false');
    const reloaded = createSessionStore(window.localStorage).getSnapshot();
    expect(reloaded.state).toMatchObject({ status: 'signedIn', msisdn: '84912345678' });
    expect(reloaded.token).toBe('s-1');
  });

  it('DOM-04 expires on a 401 while signed in, and DOM-02 sign-out clears storage but keeps the language', () => {
    const store = createSessionStore(window.localStorage);
    window.localStorage.setItem('language', 'en-US');
    store.signIn({ msisdn: '84912345678', session: 's-1', method: 'password', offNet: true });
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().state.status));
    store.reportResponseCode('200');
    store.reportResponseCode(401);
    expect(store.getSnapshot().state.status).toBe('expired');
    store.signOut('forceLogin');
    expect(seen).toEqual(['expired', 'signedOut']);
    expect(window.localStorage.getItem('session')).toBeNull();
    expect(window.localStorage.getItem('language')).toBe('en-US');
  });

  it('ignores a 401 when nobody is signed in', () => {
    const store = createSessionStore(window.localStorage);
    store.reportResponseCode('401');
    expect(store.getSnapshot().state.status).toBe('signedOut');
  });
});
