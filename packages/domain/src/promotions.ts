/** Promotion rules of §9 as data with their date windows and caps, queryable by date. */
import type { IsoDate } from './dates';

/** What a promotion gives. */
export type PromotionReward =
  | { readonly kind: 'voucher' | 'cashback'; readonly percent: number; readonly capDong: number }
  | { readonly kind: 'points'; readonly points: number; readonly validMonths: number };

/** One promotion: its window (inclusive calendar days in Vietnam time) and its limits. */
export interface Promotion {
  readonly id: string;
  /** Matrix row. */
  readonly rowId: string;
  readonly reward: PromotionReward;
  readonly window: { readonly from: IsoDate; readonly to: IsoDate };
  /** Offers per customer per month, or over the whole window when `perCustomerTotal` is set. */
  readonly perCustomerPerMonth?: number;
  readonly perCustomerTotal?: number;
  /** Hours within which the reward is delivered. */
  readonly deliveryHours?: number;
  readonly minPackagePriceDong?: number;
  readonly notes: readonly string[];
}

/** CONST-71 ... CONST-76: the promotions of §9. */
export const PROMOTIONS: readonly Promotion[] = [
  {
    id: 'voucher50-2024-01',
    rowId: 'CONST-71',
    reward: { kind: 'voucher', percent: 50, capDong: 50_000 },
    window: { from: '2024-01-10', to: '2024-02-29' },
    perCustomerPerMonth: 1,
    deliveryHours: 48,
    notes: [
      'paid by wallet, mobile money or a card',
      'applied automatically on confirmation, can be unselected',
    ],
  },
  {
    id: 'cashback15-2024-06',
    rowId: 'CONST-72',
    reward: { kind: 'cashback', percent: 15, capDong: 15_000 },
    window: { from: '2024-06-01', to: '2024-07-31' },
    perCustomerPerMonth: 1,
    deliveryHours: 72,
    minPackagePriceDong: 5_000,
    notes: [],
  },
  {
    id: 'cashback50-2024-11',
    rowId: 'CONST-73',
    reward: { kind: 'cashback', percent: 50, capDong: 35_000 },
    window: { from: '2024-11-01', to: '2024-12-25' },
    deliveryHours: 48,
    notes: [],
  },
  {
    id: 'voucher50-2024-08',
    rowId: 'CONST-74',
    reward: { kind: 'voucher', percent: 50, capDong: 50_000 },
    window: { from: '2024-08-26', to: '2024-09-30' },
    notes: [],
  },
  {
    id: 'cashback50-2025-02',
    rowId: 'CONST-75',
    reward: { kind: 'cashback', percent: 50, capDong: 50_000 },
    window: { from: '2025-02-17', to: '2025-05-29' },
    perCustomerPerMonth: 3,
    deliveryHours: 72,
    notes: [
      'data or combo packages for oneself',
      'the 3 earliest successful payments of a month',
      'not valid when paying from the main mobile account',
    ],
  },
  {
    id: 'points300-2025',
    rowId: 'CONST-76',
    reward: { kind: 'points', points: 300, validMonths: 3 },
    window: { from: '2025-02-26', to: '2025-12-31' },
    perCustomerTotal: 1,
    notes: ['first app login (new users) or a transaction after 3 months to 1 year (returning customers)'],
  },
];

/** CONST-77: the TV landing page offer (no date window). */
export const TV_OFFER = {
  fromDongPerMonth: 10_000,
  approxChannels: 200,
  devicesPerAccount: 5,
  simultaneousStreams: 2,
} as const;

const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000; // UTC+7 all year, no daylight saving

/** The calendar day in Vietnam of an instant (passed in; nothing here reads the clock). */
export function vietnamDateOf(instant: Date): IsoDate {
  return new Date(instant.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** CONST-71 ... CONST-76: whether the instant falls inside the promotion's inclusive window. */
export function isPromotionActive(promotion: Promotion, instant: Date): boolean {
  const day = vietnamDateOf(instant);
  return day >= promotion.window.from && day <= promotion.window.to;
}

/** CONST-71 ... CONST-76: the promotions running at an instant. */
export function activePromotions(instant: Date, promotions: readonly Promotion[] = PROMOTIONS): Promotion[] {
  return promotions.filter((promotion) => isPromotionActive(promotion, instant));
}

/** CONST-71 ... CONST-75: the money a voucher or cashback gives on a price: percent, capped, 0 under the minimum. */
export function promotionAmount(promotion: Promotion, priceDong: number): number {
  const { reward } = promotion;
  if (reward.kind === 'points') return 0;
  if (priceDong < (promotion.minPackagePriceDong ?? 0) || !(priceDong > 0)) return 0;
  return Math.min(Math.floor((priceDong * reward.percent) / 100), reward.capDong);
}
