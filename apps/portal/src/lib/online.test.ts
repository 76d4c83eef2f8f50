import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { startFromBrowserConnection } from './online';
import { untilOffline } from './routeData';

afterEach(() => onlineManager.setOnline(true));

describe('untilOffline (issue 23, R1: a route loader stops waiting for reads that offline pauses)', () => {
  it('settles at once when the browser is already offline', async () => {
    onlineManager.setOnline(false);
    await expect(untilOffline().settled).resolves.toBeUndefined();
  });

  it('settles when the browser goes offline, not before', async () => {
    onlineManager.setOnline(true);
    const offline = untilOffline();
    let settled = false;
    void offline.settled.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    onlineManager.setOnline(false);
    await offline.settled;
    expect(settled).toBe(true);
  });

  it('stops listening once cancelled', () => {
    const before = (onlineManager as unknown as { listeners: Set<unknown> }).listeners.size;
    const offline = untilOffline();
    offline.cancel();
    expect((onlineManager as unknown as { listeners: Set<unknown> }).listeners.size).toBe(before);
  });
});

describe('startFromBrowserConnection (issue 22: the service worker opens the portal offline)', () => {
  it('starts offline when the browser is offline, so reads pause and the banner shows', () => {
    onlineManager.setOnline(true);
    startFromBrowserConnection({ onLine: false });
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('leaves the manager as it is when the browser says online, or says nothing', () => {
    onlineManager.setOnline(true);
    startFromBrowserConnection({ onLine: true });
    expect(onlineManager.isOnline()).toBe(true);
    startFromBrowserConnection({});
    expect(onlineManager.isOnline()).toBe(true);
  });
});
