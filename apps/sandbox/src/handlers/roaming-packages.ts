/** Roaming packages with their countries, read once per call (ENT-56). */
import type { SqlExecutor } from '../db/database';

export interface RoamingPackageRow {
  id: number;
  code: string;
  name: string;
  price: number;
  cycle: number;
  cycle_desc: string;
  description: string;
  full_description: string;
  instructions_vi: string | null;
  image_url: string;
  hot_keys: string;
  star_rates: string;
  hot_promotion: string;
  countries: { id: number; nameVn: string; nameEn: string; carrier: string; handset: string }[];
}

export interface CountryRow {
  id: number;
  name_vn: string;
  name_en: string;
}

/** ENT-58 with the assumed English name (issue 24; the spec shows only nameVn). */
export function countryRecord(row: CountryRow) {
  return { id: row.id, nameVn: row.name_vn, nameEn: row.name_en };
}

export function loadRoamingPackages(db: SqlExecutor): Promise<RoamingPackageRow[]> {
  return db.query<RoamingPackageRow>(
    `select p.*, coalesce(json_agg(json_build_object('id', c.id, 'nameVn', c.name_vn, 'nameEn', c.name_en,
       'carrier', pc.carrier_name, 'handset', pc.handset_display) order by c.name_vn) filter (where c.id is not null), '[]') as countries
     from roaming_packages p
     left join roaming_package_countries pc on pc.package_id = p.id
     left join countries c on c.id = pc.country_id
     group by p.id order by p.sort`,
  );
}

export function roamingPackageRecord(row: RoamingPackageRow) {
  return {
    packageName: row.name,
    packageId: row.id,
    packageCode: row.code,
    price: row.price,
    cycle: row.cycle,
    cycleDesc: row.cycle_desc,
    description: row.description,
    fullDescription: row.full_description,
    instructionsVi: row.instructions_vi,
    imageUrl: row.image_url,
    listHotKey: row.hot_keys,
    starRates: Number(row.star_rates),
    hotPromotion: row.hot_promotion,
    nationalities: row.countries.map((country) => ({
      id: country.id,
      nameVn: country.nameVn,
      nameEn: country.nameEn,
    })),
    groupNationalityScopes: row.countries.map((country) => ({
      nationality: { nameVn: country.nameVn, nameEn: country.nameEn },
      carrierNameVn: country.carrier,
      handsetDisplayVn: country.handset,
      prepaidStatus: 1,
      postpaidStatus: 1,
    })),
  };
}
