import type { District, Province, Street, Ward, WardPart } from '@selfcare/domain';
import type * as z from 'zod/mini';
import type {
  areaRecord,
  districtRecord,
  hamletRecord,
  provinceRecord,
  streetRecord,
  wardRecord,
} from '../contract';
import { optional } from './wire';

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
