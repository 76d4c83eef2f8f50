import { describe, expect, it } from 'vitest';
import { deviceKindOf, isRoamingDeviceSupported, loyaltyAccessTarget } from './device';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

describe('device kind', () => {
  it('DOM-39 tells IOS, ANDROID and OTHER apart from the user agent passed in', () => {
    expect(deviceKindOf(IPHONE)).toBe('IOS');
    expect(deviceKindOf(ANDROID)).toBe('ANDROID');
    expect(deviceKindOf(WINDOWS)).toBe('OTHER');
    expect(deviceKindOf(MAC)).toBe('OTHER');
    expect(deviceKindOf(MAC, 5)).toBe('IOS'); // iPadOS reports Macintosh
    expect(deviceKindOf('')).toBe('OTHER');
  });

  it('DOM-40 only OTHER devices get the not-supported notice', () => {
    expect(isRoamingDeviceSupported('OTHER')).toBe(false);
    expect(isRoamingDeviceSupported('IOS')).toBe(true);
  });

  it('LAND-43 LAND-44 Access opens the app on iOS, Android and staging, else the download page', () => {
    expect(loyaltyAccessTarget('IOS', false)).toBe('appScreen');
    expect(loyaltyAccessTarget('ANDROID', false)).toBe('appScreen');
    expect(loyaltyAccessTarget('OTHER', true)).toBe('appScreen');
    expect(loyaltyAccessTarget('OTHER', false)).toBe('downloadPage');
  });
});
