/** Roaming countries (ENT-58) and packages (ENT-56) over regions and billing cycles. */
import { seededRandom } from './random';

/** [id, nameVn, nameEn, region]. */
const countryRows = [
  [1, 'Thái Lan', 'Thailand', 'asean'],
  [2, 'Singapore', 'Singapore', 'asean'],
  [3, 'Malaysia', 'Malaysia', 'asean'],
  [4, 'Indonesia', 'Indonesia', 'asean'],
  [5, 'Philippines', 'Philippines', 'asean'],
  [6, 'Campuchia', 'Cambodia', 'asean'],
  [7, 'Lào', 'Laos', 'asean'],
  [8, 'Myanmar', 'Myanmar', 'asean'],
  [9, 'Brunei', 'Brunei', 'asean'],
  [10, 'Trung Quốc', 'China', 'eastAsia'],
  [11, 'Hồng Kông', 'Hong Kong', 'eastAsia'],
  [12, 'Ma Cao', 'Macau', 'eastAsia'],
  [13, 'Đài Loan', 'Taiwan', 'eastAsia'],
  [14, 'Hàn Quốc', 'South Korea', 'eastAsia'],
  [15, 'Nhật Bản', 'Japan', 'eastAsia'],
  [16, 'Mông Cổ', 'Mongolia', 'eastAsia'],
  [17, 'Ấn Độ', 'India', 'asia'],
  [18, 'Sri Lanka', 'Sri Lanka', 'asia'],
  [19, 'Nepal', 'Nepal', 'asia'],
  [20, 'Bangladesh', 'Bangladesh', 'asia'],
  [21, 'Pakistan', 'Pakistan', 'asia'],
  [22, 'Maldives', 'Maldives', 'asia'],
  [23, 'Các Tiểu vương quốc Ả Rập Thống nhất', 'United Arab Emirates', 'asia'],
  [24, 'Ả Rập Xê Út', 'Saudi Arabia', 'asia'],
  [25, 'Qatar', 'Qatar', 'asia'],
  [26, 'Thổ Nhĩ Kỳ', 'Türkiye', 'europe'],
  [27, 'Israel', 'Israel', 'asia'],
  [28, 'Kazakhstan', 'Kazakhstan', 'asia'],
  [29, 'Uzbekistan', 'Uzbekistan', 'asia'],
  [30, 'Pháp', 'France', 'europe'],
  [31, 'Đức', 'Germany', 'europe'],
  [32, 'Anh', 'United Kingdom', 'europe'],
  [33, 'Ý', 'Italy', 'europe'],
  [34, 'Tây Ban Nha', 'Spain', 'europe'],
  [35, 'Bồ Đào Nha', 'Portugal', 'europe'],
  [36, 'Hà Lan', 'Netherlands', 'europe'],
  [37, 'Bỉ', 'Belgium', 'europe'],
  [38, 'Thụy Sĩ', 'Switzerland', 'europe'],
  [39, 'Áo', 'Austria', 'europe'],
  [40, 'Séc', 'Czechia', 'europe'],
  [41, 'Ba Lan', 'Poland', 'europe'],
  [42, 'Hungary', 'Hungary', 'europe'],
  [43, 'Hy Lạp', 'Greece', 'europe'],
  [44, 'Thụy Điển', 'Sweden', 'europe'],
  [45, 'Na Uy', 'Norway', 'europe'],
  [46, 'Đan Mạch', 'Denmark', 'europe'],
  [47, 'Phần Lan', 'Finland', 'europe'],
  [48, 'Nga', 'Russia', 'europe'],
  [49, 'Ukraina', 'Ukraine', 'europe'],
  [50, 'Ireland', 'Ireland', 'europe'],
  [51, 'Hoa Kỳ', 'United States', 'americas'],
  [52, 'Canada', 'Canada', 'americas'],
  [53, 'Mexico', 'Mexico', 'americas'],
  [54, 'Brazil', 'Brazil', 'americas'],
  [55, 'Argentina', 'Argentina', 'americas'],
  [56, 'Chile', 'Chile', 'americas'],
  [57, 'Peru', 'Peru', 'americas'],
  [58, 'Úc', 'Australia', 'oceania'],
  [59, 'New Zealand', 'New Zealand', 'oceania'],
  [60, 'Fiji', 'Fiji', 'oceania'],
  [61, 'Ai Cập', 'Egypt', 'africa'],
  [62, 'Nam Phi', 'South Africa', 'africa'],
  [63, 'Maroc', 'Morocco', 'africa'],
  [64, 'Kenya', 'Kenya', 'africa'],
  [65, 'Nigeria', 'Nigeria', 'africa'],
] as const;

export type Region = (typeof countryRows)[number][3];

export interface SeedCountry {
  readonly id: number;
  readonly nameVn: string;
  readonly nameEn: string;
  readonly region: Region;
  readonly favourite: boolean;
}

const favourites = new Set([1, 10, 14, 15, 2, 51]);

export const seedCountries: readonly SeedCountry[] = countryRows.map(([id, nameVn, nameEn, region]) => ({
  id,
  nameVn,
  nameEn,
  region,
  favourite: favourites.has(id),
}));

/** [code prefix, name, regions covered, daily price, hot keys]. */
const regionPacks = [
  ['RASEAN', 'Đông Nam Á', ['asean'], 30_000, 'Đông Nam Á,Giá tốt,Du lịch'],
  ['REA', 'Đông Bắc Á', ['eastAsia'], 40_000, 'Hàn Quốc,Nhật Bản,Trung Quốc'],
  ['RASIA', 'Châu Á', ['asean', 'eastAsia', 'asia'], 50_000, 'Châu Á,Phổ biến,Công tác'],
  ['REU', 'Châu Âu', ['europe'], 70_000, 'Châu Âu,Du học,Công tác'],
  ['RAM', 'Châu Mỹ', ['americas'], 80_000, 'Hoa Kỳ,Canada,Du lịch'],
  [
    'RGLOBAL',
    'Toàn cầu',
    ['asean', 'eastAsia', 'asia', 'europe', 'americas', 'oceania', 'africa'],
    120_000,
    'Toàn cầu,Đa quốc gia,Cao cấp',
  ],
] as const;

/** Billing cycles in days (ENT-57 listCycle). */
export const seedCycles = [
  { cycle: 1, cycleDesc: '1 ngày', cycleDuration: 1 },
  { cycle: 3, cycleDesc: '3 ngày', cycleDuration: 3 },
  { cycle: 7, cycleDesc: '7 ngày', cycleDuration: 7 },
  { cycle: 15, cycleDesc: '15 ngày', cycleDuration: 15 },
  { cycle: 30, cycleDesc: '30 ngày', cycleDuration: 30 },
] as const;

export interface SeedRoamingPackage {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly price: number;
  readonly cycle: number;
  readonly cycleDesc: string;
  readonly description: string;
  readonly fullDescription: string;
  readonly instructionsVi: string;
  readonly hotKeys: string;
  readonly starRates: number;
  /** JSON text of key/value pairs (ENT-56 hotPromotion). */
  readonly hotPromotion: string;
  readonly countryIds: readonly number[];
}

const random = seededRandom(2025);
const carriers = [
  'AIS',
  'Singtel',
  'Maxis',
  'Telkomsel',
  'China Mobile',
  'SK Telecom',
  'NTT Docomo',
  'Vodafone',
  'Orange',
  'T-Mobile',
  'AT&T',
  'Telstra',
];

export const seedRoamingPackages: readonly SeedRoamingPackage[] = regionPacks.flatMap(
  ([prefix, region, regions, daily, hotKeys], regionIndex) =>
    seedCycles.map(({ cycle, cycleDesc }, cycleIndex) => {
      const dataGb = Math.max(1, Math.round(cycle * (regionIndex < 3 ? 1 : 0.7)));
      const price = Math.round((daily * cycle * (1 - cycleIndex * 0.08)) / 1000) * 1000;
      const regionSet: ReadonlySet<string> = new Set(regions);
      const countryIds = seedCountries
        .filter((country) => regionSet.has(country.region))
        .map((country) => country.id);
      const name = `${prefix}${cycle} - ${region} ${cycleDesc}`;
      return {
        id: 500 + regionIndex * 10 + cycleIndex,
        code: `${prefix}${cycle}`,
        name,
        price,
        cycle,
        cycleDesc,
        description: `<p>${dataGb} GB tốc độ cao tại ${countryIds.length} quốc gia/vùng lãnh thổ ${region}.</p>`,
        fullDescription:
          `<p>Gói <strong>${name}</strong>: ${dataGb} GB data tốc độ cao, hết lưu lượng truy cập tốc độ 256 Kbps.</p>` +
          `<p>Hiệu lực ${cycleDesc} kể từ khi đăng ký thành công. Áp dụng cho thuê bao trả trước và trả sau.</p>`,
        instructionsVi: `<p>Để hủy gói, soạn <strong>HUY ${prefix}${cycle}</strong> gửi 9123.</p>`,
        hotKeys,
        starRates: 3.5 + random.int(0, 3) * 0.5,
        hotPromotion: JSON.stringify(
          cycleIndex === 2
            ? [{ key: 'Hoàn ngay 50%', value: 'Thanh toán bằng QR ngân hàng' }]
            : [{ key: 'Tặng', value: `${Math.max(1, Math.round(dataGb / 5))} GB khi gia hạn` }],
        ),
        countryIds,
      };
    }),
);

export function carrierFor(countryId: number): string {
  return carriers[countryId % carriers.length] ?? 'Đối tác';
}
