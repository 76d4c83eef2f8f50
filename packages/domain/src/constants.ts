/** Business constants and limits of spec §9, one named constant per matrix row (CONST-01 ... CONST-88). */

// Timeouts and polling

/** CONST-01: main-API HTTP timeout in ms. */
export const HTTP_TIMEOUT_MS = 30_000;
/** CONST-02: the loading indicator is force-reset this long after the last call started, in ms. */
export const LOADING_RESET_MS = 30_000;
/** CONST-03: QR status check of the bill/QR payment flow: attempts and interval in ms. */
export const QR_STATUS_CHECK = { maxAttempts: 180, intervalMs: 10_000 } as const;
/** CONST-04, DOM-49 (GAP): roaming polling defaults when configuration gives none (taken from CONST-03). */
export const ROAMING_POLLING_DEFAULTS = { maxAttempts: 180, intervalMs: 10_000 } as const;

// UI timing, map and scroll thresholds

/** CONST-05: carousel autoplay delay in ms. */
export const CAROUSEL_AUTOPLAY_MS = 5_000;
/** CONST-06 (UNSPEC): store search default radius, read as metres. */
export const STORE_SEARCH_RADIUS_M = 1_000;
/** CONST-07: default map centre and location (Hanoi area). */
export const DEFAULT_LOCATION = { lat: 21.019051, lng: 105.809652 } as const;
/** CONST-08: map zoom. */
export const MAP_ZOOM = 12;
/** CONST-09: header becomes sticky beyond this scroll offset in px. */
export const STICKY_HEADER_SCROLL_PX = 50;
/** CONST-10: back-to-top button appears beyond this scroll offset in px. */
export const BACK_TO_TOP_SCROLL_PX = 300;
/** CONST-11: download-app box appears beyond this scroll offset in px. */
export const DOWNLOAD_BOX_SCROLL_PX = 500;
/** CONST-12: TV landing 'register now' button sticks from this scroll offset in px. */
export const TV_BUTTON_STICKY_SCROLL_PX = 572;

// Breakpoints

/** CONST-13: main carousel items per width band (desktop 1024–3000, tablet 464–1024, mobile below). */
export const MAIN_CAROUSEL_BREAKPOINTS = [
  { minWidth: 1024, maxWidth: 3000, items: 4 },
  { minWidth: 464, maxWidth: 1024, items: 3 },
  { minWidth: 0, maxWidth: 464, items: 2 },
] as const;
/** CONST-14: landing carousels items per the same width bands. */
export const LANDING_CAROUSEL_BREAKPOINTS = [
  { minWidth: 1024, maxWidth: 3000, items: 3 },
  { minWidth: 464, maxWidth: 1024, items: 2 },
  { minWidth: 0, maxWidth: 464, items: 1 },
] as const;
/** CONST-15: layout switch width in px (mobile below, desktop from). */
export const LAYOUT_SWITCH_PX = 991;
/** CONST-16 (UNSPEC): other carousel breakpoints in px; items per breakpoint are not given. */
export const OTHER_CAROUSEL_BREAKPOINTS_PX = [290, 370, 576, 768, 1024] as const;
/** CONST-17: swiper slides: 4 at or above 1024 px, 1 below. */
export const SWIPER_SLIDES = { wideMinWidth: 1024, wide: 4, narrow: 1 } as const;

// Billing cycles (rules in billing.ts)

/** CONST-18: billing cycles in months. */
export const BILLING_CYCLES = [1, 6, 12] as const;
/** CONST-19: bonus months in the app per cycle. */
export const APP_BONUS_MONTHS = { 1: 0, 6: 1, 12: 3 } as const;
/** CONST-20: bonus months on the TV landing page per cycle. */
export const TV_BONUS_MONTHS = { 1: 0, 6: 3, 12: 6 } as const;

// Hotlines and short codes

/** CONST-21: mobile hotline. */
export const HOTLINE_MOBILE = '18001091';
/** CONST-21: internet hotline. */
export const HOTLINE_INTERNET = '18001166';
/** CONST-21: the mobile hotline as also written, with its branch. */
export const HOTLINE_MOBILE_SPACED = { display: '1800 1091', branch: 3 } as const;
/** CONST-22: subscriber-information short code and text. */
export const SUBSCRIBER_INFO_SMS = { shortCode: '1414', text: 'TTTB' } as const;
/** CONST-23: status check USSD. */
export const STATUS_CHECK_USSD = '*110#';
/** CONST-24: short code for MyTV Net day and week packs. */
export const MYTV_NET_SMS = { shortCode: '9113', dayPackCode: 'M1', weekPackCode: 'M7' } as const;

// CONST-25 ... CONST-35: package period codes live in period.ts.
// CONST-36 ... CONST-39: formatting rules live in phone.ts, time.ts, bytes.ts and badge.ts.

/** CONST-39: the badge shows this count at most, then '99+'. */
export const BADGE_MAX = 99;

// Environment

// CONST-40, CONST-41, CONST-45, CONST-47: the environment URLs are configuration (apps/portal/src/config/env.ts).
/** CONST-42: promo news id and category (cashback-15 page). */
export const PROMO_NEWS = { newsId: 5144, categoryId: 6 } as const;
/** CONST-43: cashback-50 news id and category. */
export const CASHBACK_50_NEWS = { newsId: 5163, categoryId: 1 } as const;
/** CONST-44: excluded payment paths, as the environment setting writes them (parse with parsePathList). */
export const EXCLUDED_PAYMENT_PATHS_SETTING = '/thanhtoan/roaming, /goicuoc';
/** CONST-46: environment flags decided by the backend host. */
export const Environment = { production: 1, beta: 2, other: 3 } as const;
/** CONST-46: one of the environment flags. */
export type Environment = (typeof Environment)[keyof typeof Environment];

// Identity, tiers and UI constants

/** CONST-48: loyalty partner code prefix; the product id comes from configuration. */
export const LOYALTY_PARTNER_CODE_PREFIX = 'WEB_';
/** CONST-48: partner code of the subscriber update call. */
export const SUBSCRIBER_UPDATE_PARTNER_CODE = 'WEB';
/** CONST-49: password length bounds. */
export const PASSWORD_LENGTH = { min: 6, max: 22 } as const;
/** CONST-50: a phone input holds at most this many characters. */
export const PHONE_MAX_LENGTH = 11;
/** CONST-51: member tiers. */
export const MEMBER_TIERS = [1, 2, 3, 4, 5] as const;
/** CONST-52: the tier whose card shows black text (the others use light text). */
export const DARK_TEXT_TIER = 4;
/** CONST-53 (UNSPEC): number of avatar colours the family list cycles through. */
export const AVATAR_COLOUR_COUNT = 4;
/** CONST-55: product types of package payment. */
export const ProductType = { kmcb: 'KMCB', data: 'DATA' } as const;
/** CONST-55: one of the product types. */
export type ProductType = (typeof ProductType)[keyof typeof ProductType];
/** CONST-56: family-sharing slider units: data in MB, voice in minutes; the range starts at 0. */
export const FAMILY_SLIDER = { min: 0, dataUnit: 'MB', voiceUnit: 'minutes' } as const;
/** CONST-56 (UNSPEC step and maximum): the slider moves by 100 MB / 10 minutes up to 20 GB / 1,000 minutes. */
export const FAMILY_SLIDER_LIMITS = {
  dataStepMb: 100,
  voiceStepMinutes: 10,
  dataMaxMb: 20_480,
  voiceMaxMinutes: 1_000,
} as const;

// Roaming

/** CONST-57: roaming OTP length. */
export const ROAMING_OTP_LENGTH = 6;
/** CONST-58: roaming OTP resend wait in seconds, normally and after the send limit or lock. */
export const OTP_RESEND_WAIT_S = { normal: 60, limited: 300 } as const;
/** CONST-59: roaming QR size in px. */
export const ROAMING_QR_SIZE_PX = 148;
/** CONST-60: iOS QR long-press duration in ms. */
export const QR_LONG_PRESS_MS = 500;
/** CONST-61: delay after opening a bank app before step 2, in ms. */
export const BANK_APP_OPEN_DELAY_MS = 1_000;
/** CONST-62: number of suggested banks. */
export const SUGGESTED_BANK_COUNT = 4;
/** CONST-63: roaming transaction status codes. */
export const TransactionStatusCode = { success: 2, failure: -1 } as const;
/** CONST-64: fixed fields of a roaming transaction. */
export const ROAMING_TRANSACTION_FIXED = {
  bankCode: 'VIETQR',
  currencyCode: 'VND',
  type: 10,
  bankType: 10,
  serviceType: 10,
} as const;
/** CONST-65: roaming packages shown before 'see more'. */
export const ROAMING_DEFAULT_SHOWN = 3;
/** CONST-66: hot keys shown per roaming package. */
export const ROAMING_HOT_KEYS_SHOWN = 3;
/** CONST-67: country search input max length. */
export const COUNTRY_SEARCH_MAX_LENGTH = 50;
/** CONST-68 (UNSPEC): about this many further banks and wallets support QR payment (not listed). */
export const EXTRA_QR_BANKS_APPROX = 36;
/** CONST-69 (GAP): price order options of the roaming filter; 'none' keeps the server order. */
export const PRICE_ORDERS = ['none', 'asc', 'desc'] as const;
/** CONST-69: one price order option. */
export type PriceOrder = (typeof PRICE_ORDERS)[number];
/** CONST-70: roaming customer hotline as displayed. */
export const ROAMING_HOTLINE = '1800 1091';

// CONST-71 ... CONST-77: promotions live in promotions.ts.

// Other limits

/** CONST-78: usage history covers at most this many days. */
export const HISTORY_MAX_DAYS = 90;
/** CONST-79: number hold: minutes, holds at a time and numbers in stock. */
export const NUMBER_HOLD = { minutes: 60, atOnce: 1, maxInStock: 3 } as const;
/** CONST-80: SMS invite recipients per send, at most. */
export const SMS_INVITE_MAX = 20;
/** CONST-81: family data cannot be reduced when remaining data is under this many MB. */
export const FAMILY_DEDUCT_LIMIT_MB = 500;
/** CONST-82: gifted points come in multiples of this. */
export const GIFT_POINTS_STEP = 100;
/** CONST-83: top-ups for other numbers per day. */
export const TOP_UP_OTHERS_PER_DAY = 3;
/** CONST-84: a customer must be older than this many years. */
export const MIN_CUSTOMER_AGE_EXCLUSIVE = 12;
/** CONST-85: subscriber-information update approval, in hours. */
export const UPDATE_APPROVAL_HOURS = 24;
/** CONST-86: complaint reply, in hours. */
export const COMPLAINT_REPLY_HOURS = 24;
/** CONST-87: SIM 4G staff contact, in days. */
export const SIM_4G_CONTACT_DAYS = 3;
/** CONST-88, CONST-64: currency. */
export const CURRENCY = 'VND';
