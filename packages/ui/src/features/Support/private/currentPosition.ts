import type { GeoPosition } from '@selfcare/domain';

/**
 * ACC-73: where the device is, from the browser's geolocation (the browser asks the visitor first).
 * Rejects when there is no geolocation, permission is refused or no position comes within 15 s.
 */
export function currentPosition(): Promise<GeoPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('no geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new Error(error.message)),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
