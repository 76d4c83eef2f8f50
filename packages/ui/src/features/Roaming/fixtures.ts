/** Sample data and text matchers of the roaming stories and tests (not exported from the package). */
import { nameIn } from '@selfcare/domain';
import type {
  LocalizedName,
  RoamingCountry,
  RoamingCycle,
  RoamingPackage,
  Transaction,
  TransactionStatus,
} from '@selfcare/domain';
import { sampleImage } from '../../fixtures/sampleData';
import type { ChooserBank } from './BankChooser/BankChooser';
import { roamingLocales } from './locales';

type Texts = (typeof roamingLocales)['en-US'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher for one roaming text in either locale, so a play function passes in vi and en-US alike
 * (`{{…}}` placeholders match anything). `exact` anchors it to the whole accessible name.
 */
export function both(pick: (texts: Texts) => string, exact = true): RegExp {
  const locales: readonly Texts[] = [roamingLocales.vi, roamingLocales['en-US']];
  const variants = locales.map((texts) => escape(pick(texts)).replace(/\\\{\\\{\w+\\\}\\\}/g, '.+'));
  return new RegExp(exact ? `^(${variants.join('|')})$` : `(${variants.join('|')})`);
}

const image = (label: string) => sampleImage(`roaming-${label.toLowerCase()}`);

const country = (id: string, vi: string, en: string): RoamingCountry => ({ id, name: { vi, en } });

/** Both names of each country, as getListNational sends them (nameEn assumed, issue 24). */
export const sampleCountries: readonly RoamingCountry[] = [
  country('TH', 'Thái Lan', 'Thailand'),
  country('JP', 'Nhật Bản', 'Japan'),
  country('KR', 'Hàn Quốc', 'South Korea'),
  country('SG', 'Singapore', 'Singapore'),
  country('CN', 'Trung Quốc', 'China'),
  country('US', 'Hoa Kỳ', 'United States'),
  country('FR', 'Pháp', 'France'),
  country('DE', 'Đức', 'Germany'),
  country('AU', 'Úc', 'Australia'),
  country('MY', 'Malaysia', 'Malaysia'),
  country('LA', 'Lào', 'Laos'),
  country('KH', 'Campuchia', 'Cambodia'),
];

const sampleCountryById = new Map(sampleCountries.map((item) => [item.id, item]));

function sampleCountryNames(id: string): LocalizedName {
  const found = sampleCountryById.get(id);
  if (!found) throw new Error(`no sample country ${id}`);
  return found.name;
}

/** The name a sample country shows in a story's locale (`globals.locale`; Vietnamese when unset). */
export function sampleCountryName(id: string, locale: unknown): string {
  return nameIn(sampleCountryNames(id), typeof locale === 'string' ? locale : 'vi');
}

export const sampleFavourites: readonly RoamingCountry[] = sampleCountries.slice(0, 3);

export const sampleCycles: readonly RoamingCycle[] = [
  { cycle: '1', description: '1 ngày', durationDays: 1 },
  { cycle: '7', description: '7 ngày', durationDays: 7 },
  { cycle: '30', description: '30 ngày', durationDays: 30 },
];

export const sampleRoamingPackage: RoamingPackage = {
  id: '501',
  name: 'R7',
  code: 'R7',
  price: 199_000,
  cycle: '7',
  cycleDescription: '7 ngày',
  descriptionHtml: '<p>5 GB tốc độ cao dùng tại 25 quốc gia châu Á.</p>',
  fullDescriptionHtml: '<ul><li>Hết 5 GB truy cập tốc độ thường</li><li>Không tự gia hạn</li></ul>',
  cancelGuideHtml: '<p>Soạn <strong>HUY R7</strong> gửi 9123.</p>',
  imageUrl: image('R7'),
  hotKeys: ['5 GB', '25 quốc gia', 'Không gia hạn', 'Ẩn khi quá 3'],
  starRating: 4.5,
  hotPromotions: [{ key: 'Tặng', value: '50 phút gọi về Việt Nam' }],
  countryIds: ['TH', 'SG', 'MY', 'LA', 'KH'],
  scopes: [
    {
      countryName: sampleCountryNames('TH'),
      carrierName: 'AIS',
      handsetDisplay: 'TH GSM',
      prepaid: true,
      postpaid: true,
    },
    {
      countryName: sampleCountryNames('SG'),
      carrierName: 'Singtel',
      handsetDisplay: 'SINGTEL',
      prepaid: true,
      postpaid: false,
    },
  ],
};

const variant = (
  id: string,
  name: string,
  price: number,
  cycle: string,
  countryIds: readonly string[],
): RoamingPackage => ({
  ...sampleRoamingPackage,
  id,
  name,
  code: name,
  price,
  cycle,
  cycleDescription: `${cycle} ngày`,
  countryIds,
  imageUrl: image(name),
});

export const sampleRoamingPackages: readonly RoamingPackage[] = [
  sampleRoamingPackage,
  variant('502', 'R1', 49_000, '1', ['TH', 'SG', 'JP']),
  variant('503', 'RJ30', 599_000, '30', ['JP', 'KR']),
  {
    ...variant('504', 'RUS7', 349_000, '7', ['US']),
    starRating: undefined,
    hotPromotions: [],
    hotKeys: [],
  },
  { ...variant('505', 'REU30', 799_000, '30', ['FR', 'DE']), imageUrl: undefined },
];

export const longNameRoamingPackage: RoamingPackage = {
  ...sampleRoamingPackage,
  id: '599',
  code: 'RTOANCAU30',
  name: 'Gói chuyển vùng dữ liệu toàn cầu không giới hạn dung lượng dành cho khách hàng đi công tác dài ngày',
  price: 1_490_000,
  cycleDescription: '30 ngày',
};

export const sampleTransaction: Transaction = {
  id: 'RM20250102000123',
  amount: 199_000,
  feeAmount: 0,
  discountAmount: 0,
  finalAmount: 199_000,
};

export const sampleQrText =
  '00020101021238570010A000000727012700069704070113VNPTROAMING0208QRIBFTTA53037045406199000';

export const sampleBanks: readonly ChooserBank[] = [
  { id: 'mb', shortName: 'MB Bank', name: 'MB' },
  { id: 'vcb', shortName: 'VCB Digibank', name: 'Vietcombank' },
  { id: 'bidv', shortName: 'BIDV SmartBanking', name: 'BIDV' },
  { id: 'tcb', shortName: 'Techcombank Mobile', name: 'Techcombank' },
  { id: 'icb', shortName: 'VietinBank iPay', name: 'VietinBank' },
  { id: 'vpb', shortName: 'VPBank NEO', name: 'VPBank' },
  { id: 'acb', shortName: 'ACB ONE', name: 'ACB' },
];

export const paidStatus: TransactionStatus = {
  transactionId: 'RM20250102000123',
  status: 2,
  message: 'Giao dịch thành công',
  createDate: '2025-01-02T03:04:05Z',
  serviceName: 'R7',
  phoneNumber: '091xxxx678',
  paymentTransId: 'FT25002123456',
};

export const failedStatus: TransactionStatus = {
  ...paidStatus,
  status: -1,
  message: 'Giao dịch bị huỷ bởi ngân hàng.',
};

export const processingStatus: TransactionStatus = { ...paidStatus, status: 0, message: undefined };
