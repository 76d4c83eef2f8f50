/** Device detection from a user-agent string passed in (§4). */

/** DOM-39: the device kinds the roaming page and landing pages tell apart. */
export type DeviceKind = 'IOS' | 'ANDROID' | 'OTHER';

/**
 * DOM-39: iPhone / iPad / iPod, or a 'Macintosh' iPad (iPadOS 13+) when touch points are given, is IOS;
 * 'Android' is ANDROID; anything else OTHER.
 */
export function deviceKindOf(userAgent: string, maxTouchPoints = 0): DeviceKind {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'IOS';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'IOS';
  if (/Android/i.test(userAgent)) return 'ANDROID';
  return 'OTHER';
}

/** DOM-40: other devices get a console notice that the feature works only on iOS and Android. */
export function isRoamingDeviceSupported(device: DeviceKind): boolean {
  return device !== 'OTHER';
}

/** LAND-43, LAND-44: 'Access' opens the app's VNPPLUS screen on iOS, Android and staging, else a download page. */
export function loyaltyAccessTarget(device: DeviceKind, isStaging: boolean): 'appScreen' | 'downloadPage' {
  return device !== 'OTHER' || isStaging ? 'appScreen' : 'downloadPage';
}
