import {
  isMappable,
  NEARBY_STORE_COUNT,
  STORE_SEARCH_RADIUS_M,
  type District,
  type LatLng,
  type Province,
  type Store,
  type Street,
  type Ward,
  type WardPart,
} from '@selfcare/domain';
import type * as z from 'zod/mini';
import type {
  areaRecord,
  districtRecord,
  hamletRecord,
  provinceRecord,
  storeRecord,
  streetRecord,
  wardRecord,
} from '../contract';
import { toStore } from './account';
import { optional } from './wire';

/** Degrees to four decimals (about 11 m): a position that jitters a little reuses the cached search. */
const searchDegrees = (degrees: number) => Math.round(degrees * 10_000) / 10_000;

/** ACC-88, CONST-06: the body of a nearby-stores search around `origin` (the radius read as metres). */
export function storesNearRequest(origin: LatLng) {
  return {
    lat: searchDegrees(origin.lat),
    lng: searchDegrees(origin.lng),
    size: NEARBY_STORE_COUNT,
    radius: STORE_SEARCH_RADIUS_M,
  };
}

/** ACC-83: the stores a map can show (a store without real coordinates would be a pin in the ocean). */
export function toMappableStores(records: readonly z.output<typeof storeRecord>[]): Store[] {
  return records.map(toStore).filter(isMappable);
}

/** ENT-35: the id arrives as PROVINCE_ID or ID. */
export function toProvince(record: z.output<typeof provinceRecord>): Province {
  return {
    id: record.PROVINCE_ID ?? record.ID ?? '',
    name: record.PROVINCE_NAME,
    ccbsCode: optional(record.CCBS_CODE),
  };
}

export function toDistrict(record: z.output<typeof districtRecord>): District {
  return { id: record.DISTRICT_ID, name: record.DISTRICT_NAME };
}

export function toWard(record: z.output<typeof wardRecord>): Ward {
  return { id: record.PRECINCT_ID, name: record.PRECINCT_NAME };
}

export function toStreet(record: z.output<typeof streetRecord>): Street {
  return { id: record.STREET_ID, name: record.STREET_NAME };
}

/** PKG-43: a hamlet (AP_*) of the order form; its id travels back as the order's ap_id. */
export function toHamlet(record: z.output<typeof hamletRecord>): WardPart {
  return { id: record.AP_ID, name: record.AP_NAME };
}

/** PKG-43: an area (KHU_*) of the order form; its id travels back as the order's khu_id. */
export function toArea(record: z.output<typeof areaRecord>): WardPart {
  return { id: record.KHU_ID, name: record.KHU_NAME };
}
