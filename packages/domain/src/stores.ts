/**
 * §2.9 store locator: distances, nearest-first ordering and the links of a store (ACC-83 … ACC-89).
 * The spec names no distance or ordering rule; the list shows how far each store is from where the
 * search started (the user's position or CONST-07's default centre).
 */
import { DEFAULT_LOCATION } from './constants';
import type { Store } from './models';
import { numberFormat } from './number-format';
import { digitsOnly } from './phone';

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/** How many stores a nearby search asks for (the spec's body has `size` but gives no value). */
export const NEARBY_STORE_COUNT = 20;

/** A store with its distance in metres from the search origin. */
export interface StoreWithDistance extends Store {
  readonly distanceM: number;
}

/** Mean Earth radius (IUGG), metres: the haversine's sphere. */
const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine): good to a few metres at a city's scale. */
export function distanceMetres(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The stores with their distances from `origin`, nearest first (ties keep the server's order). */
export function storesByDistance(stores: readonly Store[], origin: LatLng): StoreWithDistance[] {
  return stores
    .map((store, index) => ({ store: { ...store, distanceM: distanceMetres(origin, store) }, index }))
    .sort((a, b) => a.store.distanceM - b.store.distanceM || a.index - b.index)
    .map(({ store }) => store);
}

/** A coordinate the map can show (the server's LATITUDE/LONGITUDE may arrive as 0 or out of range). */
export function isMappable(point: LatLng): boolean {
  return (
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180 &&
    !(point.lat === 0 && point.lng === 0)
  );
}

/**
 * A stable key of a store: the spec's store has no id (ENT-40: address, mobile, coordinates), so the
 * place and the address tell two stores apart.
 */
export function storeKey(store: Store): string {
  return `${store.lat.toFixed(6)},${store.lng.toFixed(6)}|${store.address}`;
}

/** Metres under a kilometre, kilometres with one decimal above, in the reader's language ('850 m', '1,2 km'). */
export function formatDistance(metres: number, locale: string): string {
  if (metres < 1_000) {
    const rounded = Math.max(10, Math.round(metres / 10) * 10);
    return numberFormat(locale, 'distance-m', { style: 'unit', unit: 'meter', unitDisplay: 'short' }).format(
      rounded,
    );
  }
  return numberFormat(locale, 'distance-km', {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(metres / 1_000);
}

/** ACC-84: the call link of a store's MOBILE ('024 3512 3456' → 'tel:02435123456'); none without digits. */
export function storeCallHref(phone: string | undefined): string | undefined {
  const digits = digitsOnly(phone ?? '');
  return digits === '' ? undefined : `tel:${digits}`;
}

/**
 * Directions to a store in a maps site (the spec names none; the address is built here from two
 * numbers, never from server text, so it needs no navigation check).
 */
export function directionsUrl(to: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${to.lat.toFixed(6)}%2C${to.lng.toFixed(6)}`;
}

/** CONST-07: where a search starts when the browser gives no position. */
export const defaultSearchOrigin: LatLng = DEFAULT_LOCATION;

/** ACC-91 (ENT-05): the position kept in storage, when both halves are there and it is a real place. */
export function readStoredPosition(read: (half: 'lat' | 'lng') => string | null): LatLng | undefined {
  const lat = read('lat');
  const lng = read('lng');
  if (lat === null || lng === null || lat.trim() === '' || lng.trim() === '') return undefined;
  const position = { lat: Number(lat), lng: Number(lng) };
  return isMappable(position) ? position : undefined;
}

/** ACC-91: the texts to keep for a position (six decimals: about 10 cm, more than a phone knows). */
export function storedPositionTexts(position: LatLng): { lat: string; lng: string } {
  return { lat: position.lat.toFixed(6), lng: position.lng.toFixed(6) };
}
