/** §7 Location and media: address lists, stores, app links, roaming lists (API-118 ... API-134). */
import type { Handlers } from './types';

const ok = <T>(result: T) => ({ error_code: '0', message: 'Thành công', result });

interface StoreRow {
  id: number;
  name: string;
  address: string;
  mobile: string;
  latitude: number;
  longitude: number;
  distance_m: number | null;
}

const storeRecord = (row: StoreRow) => ({
  STORE_ID: row.id,
  STORE_NAME: row.name,
  ADDRESS: row.address,
  MOBILE: row.mobile,
  LATITUDE: row.latitude,
  LONGITUDE: row.longitude,
  ...(row.distance_m === null ? {} : { DISTANCE: Math.round(row.distance_m) }),
});

const provinces: NonNullable<Handlers['help_get_provinces']> = async (_request, app) => {
  const rows = await app.db.query<{ id: number; name: string; ccbs_code: string }>(
    'select * from provinces order by id',
  );
  return ok(
    rows.map((row) => ({
      PROVINCE_ID: row.id,
      ID: row.id,
      PROVINCE_NAME: row.name,
      CCBS_CODE: row.ccbs_code,
    })),
  );
};

export const locationHandlers: Handlers = {
  help_get_provinces: provinces,
  help_get_provinces_1800: provinces,
  help_get_provinces_1800_lantoa: provinces,

  async help_get_districts_1800(request, app) {
    const rows = await app.db.query<{ id: number; name: string }>(
      'select id, name from districts where province_id = $1 order by id',
      [Number(request.province_id)],
    );
    return ok(rows.map((row) => ({ DISTRICT_ID: row.id, DISTRICT_NAME: row.name })));
  },

  async help_get_precinct_1800(request, app) {
    const rows = await app.db.query<{ id: number; name: string }>(
      `select p.id, p.name from precincts p join districts d on d.id = p.district_id
       where d.province_id = $1 and p.district_id = $2 order by p.id`,
      [Number(request.province_id), Number(request.district_id)],
    );
    return ok(rows.map((row) => ({ PRECINCT_ID: row.id, PRECINCT_NAME: row.name })));
  },

  async help_get_street_1800(request, app) {
    const rows = await app.db.query<{ id: number; name: string }>(
      `select s.id, s.name from streets s join precincts p on p.id = s.precinct_id join districts d on d.id = p.district_id
       where d.province_id = $1 and s.precinct_id = $2 order by s.id`,
      [Number(request.province_id), Number(request.precinct_id)],
    );
    return ok(rows.map((row) => ({ STREET_ID: row.id, STREET_NAME: row.name })));
  },

  // API-131: the `size` nearest stores, nearest first, within `radius` metres when it is sent (CONST-06).
  async help_get_stores_by_lnglat(request, app) {
    const rows = await app.db.query<StoreRow>(
      `select * from (
         select *, 6371000 * 2 * asin(sqrt(power(sin(radians(latitude - $1) / 2), 2)
           + cos(radians($1)) * cos(radians(latitude)) * power(sin(radians(longitude - $2) / 2), 2))) as distance_m
         from stores) nearby
       where $4::float8 is null or distance_m <= $4::float8
       order by distance_m, id limit $3`,
      [request.lat, request.lng, Math.min(request.size, 200), request.radius ?? null],
    );
    return ok(rows.map(storeRecord));
  },

  async help_get_stores_by_province(request, app) {
    const rows = await app.db.query<StoreRow>(
      'select *, null::float8 as distance_m from stores where province_id = $1 order by id',
      [Number(request.province_id)],
    );
    return ok(rows.map(storeRecord));
  },

  async vin_list_city(_request, app) {
    const rows = await app.db.query<{ name: string; ccbs_code: string }>(
      'select name, ccbs_code from provinces order by id',
    );
    return ok(rows.map((row) => ({ name: row.name, short_name: row.ccbs_code })));
  },

  async media_get_app_link_lists() {
    return ok([
      { name: 'My VNPT', android_package: 'com.vnp.myvinaphone', ios_app_id: '1449876412' },
      { name: 'VNPT Money', android_package: 'com.vnpay.vnptmoney', ios_app_id: '1227374914' },
      { name: 'MyTV', android_package: 'com.vnpt.mytv', ios_app_id: '1068464316' },
    ]);
  },

  async mobile_ir_country_list(_request, app) {
    const rows = await app.db.query<{ id: number; name_vn: string; name_en: string }>(
      'select * from countries order by name_vn',
    );
    return ok(rows.map((row) => ({ COUNTRY: row.name_vn, COUNTRY_EN: row.name_en, ID: row.id })));
  },

  async mobile_get_ir_partner(_request, app) {
    const rows = await app.db.query<{ carrier_name: string }>(
      'select distinct carrier_name from roaming_package_countries order by carrier_name',
    );
    return ok(
      rows.map((row) => ({
        CODE: row.carrier_name.toUpperCase().replace(/[^A-Z0-9]/g, ''),
        NAME: row.carrier_name,
      })),
    );
  },
};
