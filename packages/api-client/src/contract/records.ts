/**
 * Wire records that the ui renders, with field names exactly as the spec gives them (§3).
 * Mappers in src/mappers turn them into the camelCase domain models.
 */
import * as z from 'zod/mini';
import { listOf, optionalText, wireNumber } from './wire';

const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const optionalNumber = z.nullish(wireNumber);
/** Flags that servers send as true/false, 1/0 or '1'/'0'. */
const wireFlag = z.nullish(z.union([z.boolean(), z.number(), z.string()]));

/** ENT-32: package card. */
export const packageRecord = z.looseObject({
  ID: id,
  NAME: z.string(),
  IMAGE_URL: optionalText,
  PRICE: wireNumber,
  PERIOD: z.nullish(z.union([z.string(), z.number()])),
  DESCRIPTION: optionalText,
  CODE: z.string(),
  TYPE: z.nullish(z.union([z.string(), z.number()])),
  PACKAGE_TYPE: z.nullish(z.union([z.string(), z.number()])),
  STATUS_PAY: z.nullish(z.union([z.string(), z.number()])),
  // Issue 17 (assumed): the active-service list tells when each package renews ('YYYY-MM-DD').
  RENEW_DATE: optionalText,
});

/** ENT-33: bank for card payment (banks.jsp). */
export const cardBankRecord = z.looseObject({
  BANK_CODE: z.string(),
  BANK_NAME: z.string(),
  BANK_LOGO_URL: optionalText,
  IS_INTERNATIONAL: wireFlag,
});

/** ENT-63: bank of the QR list. */
export const qrBankRecord = z.looseObject({
  id: id,
  name: z.string(),
  code: z.string(),
  bin: id,
  shortName: z.string(),
  logo: optionalText,
  transferSupported: wireFlag,
  lookupSupported: wireFlag,
  support: wireFlag,
  isTransfer: wireFlag,
  swift_code: optionalText,
});

/** ENT-64: bank app entry per iOS / Android. */
export const bankAppRecord = z.looseObject({
  appId: z.string(),
  appLogo: optionalText,
  appName: z.string(),
  bankName: z.string(),
  monthlyInstall: optionalNumber,
  deeplink: z.string(),
});

/** ENT-40: store. */
export const storeRecord = z.looseObject({
  ADDRESS: z.string(),
  MOBILE: optionalText,
  LATITUDE: wireNumber,
  LONGITUDE: wireNumber,
});

/** ENT-43: news item. */
export const newsRecord = z.looseObject({
  NEWS_ID: id,
  TITLE: z.string(),
  IMAGE: optionalText,
  GROUP_NAME: optionalText,
  EN_DESCRIPTION: optionalText,
  DATETIME: optionalText,
});

/** ENT-39: family group member. */
export const familyMemberRecord = z.looseObject({
  msisdn: z.string(),
  remain_volume: wireNumber,
  total_volume: wireNumber,
  remain_volume_call: wireNumber,
  total_volume_call: wireNumber,
});

/** ENT-42: usage record; the fields after DURATION are assumed (issue 17, docs/decisions/account.md). */
export const usageRecord = z.looseObject({
  B_SUBS: optionalText,
  CALL_TYPE: optionalText,
  DURATION: wireNumber,
  /** 'CALL' | 'SMS' | 'DATA'; without it the mapper reads the kind from CALL_TYPE. */
  USAGE_TYPE: optionalText,
  /** Dong. */
  CHARGE: optionalNumber,
  /** A data session's volume in bytes. */
  VOLUME_BYTES: optionalNumber,
  /** ISO 8601 instant. */
  START_TIME: optionalText,
});

/** ENT-35: province (id arrives as PROVINCE_ID or ID). */
export const provinceRecord = z.looseObject({
  PROVINCE_ID: z.optional(id),
  ID: z.optional(id),
  PROVINCE_NAME: z.string(),
  CCBS_CODE: optionalText,
});

/** SRCH-09 (fields not shown, assumed): a news group tab. */
export const newsGroupRecord = z.looseObject({
  GROUP_ID: id,
  GROUP_NAME: z.string(),
  GROUP_NAME_EN: optionalText,
});

/** PKG-43 (fields not shown, assumed): a hamlet and an area of a ward, as the order body's ap_id / khu_id. */
export const hamletRecord = z.looseObject({ AP_ID: id, AP_NAME: z.string() });
export const areaRecord = z.looseObject({ KHU_ID: id, KHU_NAME: z.string() });

/** ENT-36 ... ENT-38: district, ward, street. */
export const districtRecord = z.looseObject({ DISTRICT_ID: id, DISTRICT_NAME: z.string() });
export const wardRecord = z.looseObject({ PRECINCT_ID: id, PRECINCT_NAME: z.string() });
export const streetRecord = z.looseObject({ STREET_ID: id, STREET_NAME: z.string() });

/** One package of a linked account (issue 17, assumed: §7 does not show the fields; sent in clear). */
export const linkedPackageRecord = z.looseObject({ PACKAGE_CODE: z.string(), PACKAGE_NAME: z.string() });

/** ENT-41: contract account list item; ACCOUNT, PRODUCT_LINE, CONTACT arrive encrypted. */
export const contractAccountRecord = z.looseObject({
  ACCOUNT: z.string(),
  PRODUCT_LINE: z.string(),
  CONTACT: z.string(),
  /** Issue 17 (assumed, in clear): 'ACTIVE', 'SUSPENDED' or 'CANCELLED', and the account's packages. */
  STATUS: optionalText,
  PACKAGES: listOf(linkedPackageRecord),
});

/** E-invoice list item (assumed: §7 does not show the fields). */
export const eInvoiceRecord = z.looseObject({
  INVOICE_ID: id,
  INVOICE_NO: optionalText,
  INVOICE_DATE: optionalText,
  AMOUNT: wireNumber,
  PERIOD: optionalText,
  /** Issue 19 (assumed): 'PAID' or 'UNPAID'. */
  STATUS: optionalText,
});

/** ENT-46: shell user info. */
export const userInfoRecord = z.looseObject({
  FULL_NAME: optionalText,
  CUSTOMER_ID: z.nullish(id),
  // Assumed (API-019 fields not shown): the home's summary card reads the balance and data left here.
  MAIN_BALANCE: optionalNumber,
  DATA_REMAIN_MB: optionalNumber,
  DATA_TOTAL_MB: optionalNumber,
});

/** ENT-44: service-quality category tree; `name_en` is assumed (the English twin, as the news groups). */
export interface StaffCategoryRecord {
  id: string;
  name: string;
  name_en?: string | null | undefined;
  childs?: StaffCategoryRecord[] | null | undefined;
  [extra: string]: unknown;
}
export const staffCategoryRecord: z.ZodMiniType<StaffCategoryRecord, unknown> = z.looseObject({
  id: id,
  name: z.string(),
  name_en: z.nullish(z.string()),
  get childs() {
    return z.nullish(z.array(staffCategoryRecord));
  },
});

/** ENT-30: loyalty promotion category; categoryNameEn is assumed (the spec shows only categoryNameVie). */
export const promotionCategoryRecord = z.looseObject({
  id: id,
  categoryNameVie: z.string(),
  categoryNameEn: optionalText,
});

/** ENT-29: loyalty member info. */
export const memberInfoRecord = z.looseObject({
  HangHoiVienMoiId: wireNumber,
  TenHoiVien: z.string(),
  SoTheHoiVienVinaPhonePlus: z.string(),
  // Assumed (ENT-29 does not list it): the member's points, as the point history answers TongDiem.
  TongDiem: optionalNumber,
  // Assumed (issue 15): points that expire, by day (the member page's 'expiring soon').
  DSDiemHetHan: z.optional(z.nullish(z.array(z.looseObject({ SoDiem: wireNumber, NgayHetHan: z.string() })))),
});

/** ENT-58: roaming country; nameEn is assumed (the spec shows only nameVn; issue 24). */
export const countryRecord = z.looseObject({ id: id, nameVn: z.string(), nameEn: optionalText });

/** ENT-56: roaming package. */
export const roamingPackageRecord = z.looseObject({
  packageName: z.string(),
  packageId: id,
  packageCode: z.string(),
  price: wireNumber,
  cycle: z.nullish(z.union([z.string(), z.number()])),
  cycleDesc: optionalText,
  description: optionalText,
  fullDescription: optionalText,
  instructionsVi: optionalText,
  imageUrl: optionalText,
  listHotKey: optionalText,
  starRates: optionalNumber,
  hotPromotion: optionalText,
  nationalities: z.nullish(z.array(z.looseObject({ id: id }))),
  groupNationalityScopes: z.nullish(
    z.array(
      z.looseObject({
        // nameEn assumed, as on countryRecord.
        nationality: z.nullish(z.looseObject({ nameVn: optionalText, nameEn: optionalText })),
        carrierNameVn: optionalText,
        handsetDisplayVn: optionalText,
        prepaidStatus: z.nullish(z.union([z.string(), z.number()])),
        postpaidStatus: z.nullish(z.union([z.string(), z.number()])),
      }),
    ),
  ),
});

/** ENT-57: roaming cycle option. */
export const roamingCycleRecord = z.looseObject({
  cycle: z.union([z.string(), z.number()]),
  cycleDesc: optionalText,
  cycleDuration: optionalNumber,
});

/** ENT-57: roaming page data (the `result` of the load call). */
export const roamingPageRecord = z.looseObject({
  msisdn: z.string(),
  packageDetail: z.nullish(roamingPackageRecord),
  listFavariteCountry: z.nullish(z.array(countryRecord)),
  listCycle: z.nullish(z.array(roamingCycleRecord)),
  rxServiceActive: optionalText,
  listPackage: z.nullish(z.array(roamingPackageRecord)),
  irCheckActive: z.nullish(z.union([z.string(), z.number()])),
});

/** ENT-59: created transaction. */
export const transactionRecord = z.looseObject({
  transactionId: id,
  amount: wireNumber,
  feeAmount: optionalNumber,
  discountAmount: optionalNumber,
  finalAmount: wireNumber,
});

/** ENT-60: transaction status. */
export const transactionStatusRecord = z.looseObject({
  transactionId: id,
  transactionStatus: z.pipe(z.union([z.string(), z.number()]), z.transform(Number)),
  message: optionalText,
  createDate: optionalText,
  serviceName: optionalText,
  phoneNumber: optionalText,
  paymentTransId: z.nullish(id),
});
