import {
  DEFAULT_LOCATION,
  isMappable,
  readStoredPosition,
  storedPositionTexts,
  type LatLng,
} from '@selfcare/domain';
import { useCallback, useEffect, useState } from 'react';
import { localKeys } from '../../lib/storage';

/** Where the nearby search starts: the device's position, the one kept from before, or CONST-07's. */
export type OriginSource = 'device' | 'stored' | 'default';

export interface SearchOrigin {
  readonly origin: LatLng;
  readonly source: OriginSource;
  readonly locating: boolean;
  /** The browser refused or could not tell the position (the search stays where it was). */
  readonly unavailable: boolean;
}

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

function initialOrigin(): SearchOrigin {
  const stored = readStoredPosition((half) => storage()?.getItem(localKeys[half]) ?? null);
  return stored !== undefined
    ? { origin: stored, source: 'stored', locating: false, unavailable: false }
    : { origin: DEFAULT_LOCATION, source: 'default', locating: false, unavailable: false };
}

/**
 * ACC-91: the user's position for the nearby search. The browser asks for permission only when the
 * user presses "near me" (`locate`); a permission already given is used at once. The position is kept
 * in local storage (`lat`, `lng`, ENT-05) for the next visit.
 */
export function useSearchOrigin(): SearchOrigin & { locate: () => void } {
  const [state, setState] = useState(initialOrigin);
  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (geolocation === undefined) {
      setState((current) => ({ ...current, unavailable: true }));
      return;
    }
    setState((current) => ({ ...current, locating: true, unavailable: false }));
    geolocation.getCurrentPosition(
      ({ coords }) => {
        const position = { lat: coords.latitude, lng: coords.longitude };
        if (!isMappable(position)) {
          setState((current) => ({ ...current, locating: false, unavailable: true }));
          return;
        }
        const texts = storedPositionTexts(position);
        storage()?.setItem(localKeys.lat, texts.lat);
        storage()?.setItem(localKeys.lng, texts.lng);
        setState({ origin: position, source: 'device', locating: false, unavailable: false });
      },
      () => setState((current) => ({ ...current, locating: false, unavailable: true })),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  }, []);
  useEffect(() => {
    let live = true;
    // Only a permission given before: never a prompt the user did not ask for.
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => {
        if (live && status.state === 'granted') locate();
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locate]);
  return { ...state, locate };
}
