import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION } from './constants';
import type { Store } from './models';
import {
  defaultSearchOrigin,
  directionsUrl,
  distanceMetres,
  formatDistance,
  isMappable,
  readStoredPosition,
  storedPositionTexts,
  storeCallHref,
  storeKey,
  storesByDistance,
} from './stores';

const store = (address: string, lat: number, lng: number, phone?: string): Store => ({
  address,
  phone,
  lat,
  lng,
});

describe('store distances (§2.9)', () => {
  it('ACC-83 measures the great-circle distance in metres (haversine)', () => {
    // Hoàn Kiếm lake to the default centre: about 4.4 km.
    const lake = { lat: 21.028511, lng: 105.852142 };
    expect(distanceMetres(DEFAULT_LOCATION, lake)).toBeGreaterThan(4_300);
    expect(distanceMetres(DEFAULT_LOCATION, lake)).toBeLessThan(4_600);
    expect(distanceMetres(lake, DEFAULT_LOCATION)).toBeCloseTo(distanceMetres(DEFAULT_LOCATION, lake), 6);
    expect(distanceMetres(lake, lake)).toBe(0);
    // Hà Nội to TP Hồ Chí Minh, about 1,140 km as the crow flies.
    expect(distanceMetres(DEFAULT_LOCATION, { lat: 10.776889, lng: 106.700806 }) / 1_000).toBeCloseTo(
      1_139,
      -1,
    );
  });

  it('ACC-83 CONST-07 orders the stores nearest first from the origin, ties in the server order', () => {
    const far = store('far', 21.1, 105.9);
    const near = store('near', 21.02, 105.81);
    const twinA = store('twin A', 21.03, 105.809652);
    const twinB = store('twin B', 21.03, 105.809652);
    const sorted = storesByDistance([far, twinA, near, twinB], defaultSearchOrigin);
    expect(sorted.map((s) => s.address)).toEqual(['near', 'twin A', 'twin B', 'far']);
    expect(sorted[0]?.distanceM).toBeLessThan(200);
    expect(defaultSearchOrigin).toEqual({ lat: 21.019051, lng: 105.809652 });
  });

  it('ACC-83 shows metres under a kilometre and kilometres above, in the reader’s language', () => {
    expect(formatDistance(843, 'vi')).toBe('840 m');
    expect(formatDistance(3, 'en-US')).toBe('10 m');
    expect(formatDistance(1_234, 'vi')).toBe('1,2 km');
    expect(formatDistance(1_234, 'en-US')).toBe('1.2 km');
    expect(formatDistance(12_000, 'en-US')).toBe('12 km');
  });

  it('ACC-83 refuses coordinates a map cannot show', () => {
    expect(isMappable(DEFAULT_LOCATION)).toBe(true);
    expect(isMappable({ lat: 0, lng: 0 })).toBe(false);
    expect(isMappable({ lat: 91, lng: 105 })).toBe(false);
    expect(isMappable({ lat: Number.NaN, lng: 105 })).toBe(false);
  });
});

describe('store links (§2.9)', () => {
  it('ACC-84 calls the store’s MOBILE by its digits', () => {
    expect(storeCallHref('024 3512 3456')).toBe('tel:02435123456');
    expect(storeCallHref('(028) 3822-1234')).toBe('tel:02838221234');
    expect(storeCallHref('')).toBeUndefined();
    expect(storeCallHref(undefined)).toBeUndefined();
  });

  it('builds directions from the coordinates only', () => {
    expect(directionsUrl({ lat: 21.0190512, lng: 105.809652 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=21.019051%2C105.809652',
    );
  });

  it('tells two stores apart by place and address (the spec’s store has no id)', () => {
    const a = store('1 Phố Huế', 21.01, 105.85);
    expect(storeKey(a)).toBe(storeKey({ ...a, phone: '024' }));
    expect(storeKey(a)).not.toBe(storeKey({ ...a, address: '2 Phố Huế' }));
    expect(storeKey(a)).not.toBe(storeKey({ ...a, lat: 21.011 }));
  });
});

describe('the user position in storage (ACC-91)', () => {
  it('ENT-05 ACC-91 keeps lat and lng, and reads back only a real place', () => {
    const texts = storedPositionTexts({ lat: 21.0234567, lng: 105.8052 });
    expect(texts).toEqual({ lat: '21.023457', lng: '105.805200' });
    expect(readStoredPosition((half) => texts[half])).toEqual({ lat: 21.023457, lng: 105.8052 });
    const stored = (lat: string | null, lng: string | null) =>
      readStoredPosition((half) => (half === 'lat' ? lat : lng));
    expect(stored(null, '105')).toBeUndefined();
    expect(stored('', '105')).toBeUndefined();
    expect(stored('abc', '105')).toBeUndefined();
    expect(stored('0', '0')).toBeUndefined();
    expect(stored('95', '105')).toBeUndefined();
  });
});
