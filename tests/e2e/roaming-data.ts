/** Fixed roaming answers for the perf and visual specs: the load call and the countries, fed with page.route. */
import type { Page } from '@playwright/test';

export interface WireCountry {
  id: string;
  nameVn: string;
}

export type WirePackage = Record<string, unknown>;

export interface RoamingLoad {
  irCheckActive: 0 | 1;
  countries: readonly WireCountry[];
  packages: readonly WirePackage[];
  packageDetail?: WirePackage;
  rxServiceActive?: string;
}

const ok = { errorCode: '0', message: 'OK' };

/** Answers the roaming load call (API-177) and getListNational (API-179) from `load`. */
export async function feedRoaming(page: Page, load: RoamingLoad) {
  await page.route('**/loadRoamingInfo', (route) =>
    route.fulfill({
      json: {
        ...ok,
        token: 'fixed-session',
        result: {
          msisdn: '84912345678',
          irCheckActive: load.irCheckActive,
          packageDetail: load.packageDetail ?? null,
          rxServiceActive: load.rxServiceActive ?? null,
          listFavariteCountry: load.countries.slice(0, 3),
          listCycle: [1, 7, 30].map((days) => ({
            cycle: String(days),
            cycleDesc: `${days} ngày`,
            cycleDuration: days,
          })),
          listPackage: load.packages,
        },
      },
    }),
  );
  await page.route('**/getListNational', (route) =>
    route.fulfill({ json: { ...ok, result: load.countries } }),
  );
}

/** One wire package (ENT-56) of the given index, covering a few of `countryCount` countries. */
export function wirePackage(index: number, countryCount: number): WirePackage {
  const days = [1, 7, 30][index % 3] ?? 7;
  return {
    packageName: `Gói chuyển vùng ${index + 1}`,
    packageId: String(10_000 + index),
    packageCode: `RP${index + 1}`,
    price: 50_000 + (index % 40) * 10_000,
    cycle: String(days),
    cycleDesc: `${days} ngày`,
    description: '<p>Dữ liệu tốc độ cao, không tự gia hạn.</p>',
    fullDescription: '<ul><li>Hết dung lượng truy cập tốc độ thường</li></ul>',
    listHotKey: '5 GB,Không gia hạn,Gọi về Việt Nam,Ẩn',
    starRates: 4,
    hotPromotion: JSON.stringify([{ key: 'Tặng', value: '30 phút gọi' }]),
    nationalities: [0, 1, 2, 3].map((step) => ({ id: `C${(index * 7 + step * 13) % countryCount}` })),
  };
}

const names = ['Thái Lan', 'Nhật Bản', 'Hàn Quốc', 'Đức', 'Pháp', 'Úc', 'Hoa Kỳ', 'Anh', 'Ý', 'Tây Ban Nha'];

/** `count` countries named after real ones with a number, so names repeat with accents. */
export function wireCountries(count: number): WireCountry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `C${index}`,
    nameVn: `${names[index % names.length] ?? 'Quốc gia'} ${Math.floor(index / names.length) + 1}`,
  }));
}
