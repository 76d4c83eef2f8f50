import type {
  LocalizedName,
  RoamingCountry,
  RoamingCycle,
  RoamingPackage,
  RoamingPage,
  RoamingPromotion,
  Transaction,
  TransactionStatus,
} from '@selfcare/domain';
import { ROAMING_TRANSACTION_FIXED } from '@selfcare/domain';
import type * as z from 'zod/mini';
import type {
  countryRecord,
  roamingCycleRecord,
  roamingPackageRecord,
  roamingPageRecord,
  transactionRecord,
  transactionStatusRecord,
} from '../contract';
import { optional } from './wire';

/** ENT-56: hotPromotion is JSON text: a list of { key, value } (or one object of pairs). */
export function parseHotPromotion(text: string | null | undefined): RoamingPromotion[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const pairs = Array.isArray(parsed)
    ? parsed.map((item: unknown) => {
        const entry = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
        return [entry['key'], entry['value']] as const;
      })
    : typeof parsed === 'object' && parsed !== null
      ? Object.entries(parsed)
      : [];
  return pairs
    .filter(([key]) => key !== undefined && key !== null && key !== '')
    .map(([key, value]) => ({
      key: String(key),
      value: value === undefined || value === null ? '' : String(value),
    }));
}

/** ENT-56: listHotKey is comma-separated. */
function splitHotKeys(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** ROAM-037: prepaidStatus / postpaidStatus are 1 (yes) or 0 (no); anything else is not said. */
function availability(status: string | number | null | undefined): boolean | undefined {
  const text = String(status ?? '').trim();
  return text === '1' ? true : text === '0' ? false : undefined;
}

/** ENT-58 (issue 24): both names are kept (nameEn is assumed); the ui shows the reader's and searches both. */
export function toRoamingCountry(record: z.output<typeof countryRecord>): RoamingCountry {
  return { id: record.id, name: { vi: record.nameVn, en: optional(record.nameEn) } };
}

/** ENT-56: a coverage line's country, both names; none without a Vietnamese name (it is the one always sent). */
function scopeCountryName(
  nationality: { nameVn?: string | null | undefined; nameEn?: string | null | undefined } | null | undefined,
): LocalizedName | undefined {
  const vi = optional(nationality?.nameVn);
  return vi === undefined ? undefined : { vi, en: optional(nationality?.nameEn) };
}

export function toRoamingPackage(record: z.output<typeof roamingPackageRecord>): RoamingPackage {
  return {
    id: record.packageId,
    name: record.packageName,
    code: record.packageCode,
    price: record.price,
    cycle: optional(record.cycle),
    cycleDescription: optional(record.cycleDesc),
    descriptionHtml: optional(record.description),
    fullDescriptionHtml: optional(record.fullDescription),
    cancelGuideHtml: optional(record.instructionsVi),
    imageUrl: optional(record.imageUrl),
    hotKeys: splitHotKeys(record.listHotKey),
    starRating: record.starRates ?? undefined,
    hotPromotions: parseHotPromotion(record.hotPromotion),
    countryIds: (record.nationalities ?? []).map((nationality) => nationality.id),
    scopes: (record.groupNationalityScopes ?? []).map((scope) => ({
      countryName: scopeCountryName(scope.nationality),
      carrierName: optional(scope.carrierNameVn),
      handsetDisplay: optional(scope.handsetDisplayVn),
      prepaid: availability(scope.prepaidStatus),
      postpaid: availability(scope.postpaidStatus),
    })),
  };
}

export function toRoamingCycle(record: z.output<typeof roamingCycleRecord>): RoamingCycle {
  return {
    cycle: String(record.cycle),
    description: optional(record.cycleDesc),
    durationDays: record.cycleDuration ?? undefined,
  };
}

/** ENT-57: the load call's token and result. */
export function toRoamingPage(token: string, result: z.output<typeof roamingPageRecord>): RoamingPage {
  return {
    session: token,
    msisdn: result.msisdn,
    preselected: result.packageDetail ? toRoamingPackage(result.packageDetail) : undefined,
    favouriteCountries: (result.listFavariteCountry ?? []).map(toRoamingCountry),
    cycles: (result.listCycle ?? []).map(toRoamingCycle),
    activePackageCode: optional(result.rxServiceActive),
    packages: (result.listPackage ?? []).map(toRoamingPackage),
    roamingDataOn: String(result.irCheckActive) === '1',
  };
}

/** ENT-59. */
export function toTransaction(record: z.output<typeof transactionRecord>): Transaction {
  return {
    id: record.transactionId,
    amount: record.amount,
    feeAmount: record.feeAmount ?? 0,
    discountAmount: record.discountAmount ?? 0,
    finalAmount: record.finalAmount,
  };
}

/** ENT-60. */
export function toTransactionStatus(record: z.output<typeof transactionStatusRecord>): TransactionStatus {
  return {
    transactionId: record.transactionId,
    status: record.transactionStatus,
    message: optional(record.message),
    createDate: optional(record.createDate),
    serviceName: optional(record.serviceName),
    phoneNumber: optional(record.phoneNumber),
    paymentTransId: optional(record.paymentTransId),
  };
}

/** DOM-43, CONST-64: the createTransaction body: VIETQR, VND, types 10, paymentCode = package id, amount = price. */
export function roamingTransactionRequest(
  pkg: { readonly id: string | number; readonly price: number },
  session: string,
  msisdn: string,
) {
  return { ...ROAMING_TRANSACTION_FIXED, amount: pkg.price, paymentCode: String(pkg.id), session, msisdn };
}

/** DOM-44: the getQR body: orderId is the created transaction's id. */
export function roamingQrRequest(transactionId: string | number, session: string, msisdn: string) {
  return { msisdn, session, orderId: String(transactionId) };
}
