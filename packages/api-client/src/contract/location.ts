/** §7 Location and media (API-118 ... API-134): address lists, stores, app links, roaming lists. */
import * as z from 'zod/mini';
import { defineCalls, mobileRow } from './define';
import {
  areaRecord,
  districtRecord,
  hamletRecord,
  provinceRecord,
  storeRecord,
  streetRecord,
  wardRecord,
} from './records';
import { listOf, mobileResponse, unshownBody, unshownMobileRow } from './wire';

const wireId = z.union([z.string(), z.number()]);
const provinces = mobileResponse(listOf(provinceRecord));
const provinceList = { assumed: 'request not shown; result the provinces of ENT-35' };
const stores = mobileResponse(listOf(storeRecord));
/** ENT-52: one app link; the spec shows `android_package`, the name and App Store id are assumed (SHELL-009). */
export const appLinkRecord = z.looseObject({
  android_package: z.nullish(z.string()),
  name: z.nullish(z.string()),
  ios_app_id: z.nullish(z.union([z.string(), z.number()])),
});

export const locationCalls = defineCalls({
  help_get_provinces: mobileRow(
    'read',
    'API-118',
    '/help_get_provinces',
    unshownBody,
    provinces,
    provinceList,
  ),
  help_get_provinces_1800: mobileRow(
    'read',
    'API-119',
    '/help_get_provinces_1800',
    unshownBody,
    provinces,
    provinceList,
  ),
  help_get_provinces_1800_lantoa: mobileRow(
    'read',
    'API-120',
    '/help_get_provinces_1800_lantoa',
    unshownBody,
    provinces,
    {
      assumed: 'the lantoa variant is named but not spelled: name and shape follow help_get_provinces_1800',
    },
  ),
  help_get_districts_1800: mobileRow(
    'read',
    'API-121',
    '/help_get_districts_1800',
    z.looseObject({ province_id: wireId }),
    mobileResponse(listOf(districtRecord)),
  ),
  help_get_precinct_1800: mobileRow(
    'read',
    'API-122',
    '/help_get_precinct_1800',
    z.looseObject({ province_id: wireId, district_id: wireId }),
    mobileResponse(listOf(wardRecord)),
  ),
  help_get_street_1800: mobileRow(
    'read',
    'API-123',
    '/help_get_street_1800',
    z.looseObject({ province_id: wireId, precinct_id: wireId }),
    mobileResponse(listOf(streetRecord)),
  ),
  help_get_khu_pho_ap_1800: mobileRow(
    'read',
    'API-124',
    '/help_get_khu_pho_ap_1800',
    unshownBody,
    mobileResponse(listOf(hamletRecord)),
    { assumed: 'fields not shown (PKG-43): body { province_id, precinct_id }, result [{ AP_ID, AP_NAME }]' },
  ),
  help_get_area_1800: mobileRow(
    'read',
    'API-125',
    '/help_get_area_1800',
    unshownBody,
    mobileResponse(listOf(areaRecord)),
    {
      assumed: 'fields not shown (PKG-43): body { province_id, precinct_id }, result [{ KHU_ID, KHU_NAME }]',
    },
  ),
  help_get_incubation_1800: unshownMobileRow('read', 'API-126', '/help_get_incubation_1800'),
  vin_list_city: mobileRow(
    'read',
    'API-127',
    '/vin_list_city',
    unshownBody,
    mobileResponse(listOf(z.looseObject({ name: z.string(), short_name: z.nullish(z.string()) }))),
    { assumed: 'request not shown; result the cities of ENT-55' },
  ),
  product_list_gt_noicap: unshownMobileRow('read', 'API-128', '/{product}_list_gt_noicap'),
  media_get_app_link_lists: mobileRow(
    'read',
    'API-129',
    '/media_get_app_link_lists',
    unshownBody,
    mobileResponse(listOf(appLinkRecord)),
    {
      assumed:
        'request not shown; result app links carrying android_package (ENT-52), with a name and an App Store id',
    },
  ),
  media_get_banner: unshownMobileRow('read', 'API-130', '/media_get_banner'),
  help_get_stores_by_lnglat: mobileRow(
    'read',
    'API-131',
    '/help_get_stores_by_lnglat',
    z.looseObject({
      lat: z.number().check(z.gte(-90), z.lte(90)),
      lng: z.number().check(z.gte(-180), z.lte(180)),
      size: z.number().check(z.int(), z.positive()),
      radius: z.optional(z.number().check(z.positive())),
    }),
    stores,
    {
      assumed:
        'body {lat, lng, size} as shown; radius (CONST-06: 1000, read as metres) rides beside them, the spec naming the constant but not its field',
    },
  ),
  help_get_stores_by_province: mobileRow(
    'read',
    'API-132',
    '/help_get_stores_by_province',
    z.looseObject({ province_id: wireId }),
    stores,
  ),
  mobile_ir_country_list: mobileRow(
    'read',
    'API-133',
    '/mobile_ir_country_list',
    unshownBody,
    mobileResponse(listOf(z.looseObject({ COUNTRY: z.string() }))),
    { assumed: 'request not shown; result the countries of ENT-53' },
  ),
  mobile_get_ir_partner: mobileRow(
    'read',
    'API-134',
    '/mobile_get_ir_partner',
    unshownBody,
    mobileResponse(listOf(z.looseObject({ CODE: z.string(), NAME: z.string() }))),
    { assumed: 'request not shown; result the vendors of ENT-54' },
  ),
});
