import type { LocalizedName } from '../localized';

/** ENT-58: a roaming country; the English name is an assumed field (issue 24, docs/decisions/roaming.md). */
export interface RoamingCountry {
  readonly id: string;
  readonly name: LocalizedName;
}

/** ENT-56: a coverage scope line of a roaming package. */
export interface RoamingScope {
  /** nationality.nameVn, with the assumed nameEn (issue 24). */
  readonly countryName: LocalizedName | undefined;
  readonly carrierName: string | undefined;
  readonly handsetDisplay: string | undefined;
  /** prepaidStatus / postpaidStatus: whether prepaid / postpaid subscribers can use it there (undefined: not said). */
  readonly prepaid: boolean | undefined;
  readonly postpaid: boolean | undefined;
}

/** ENT-56: key/value pairs of hotPromotion. */
export interface RoamingPromotion {
  readonly key: string;
  readonly value: string;
}

/** ENT-56: a roaming package. HTML fields are sanitised before they reach the DOM. */
export interface RoamingPackage {
  readonly id: string;
  readonly name: string;
  readonly code: string;
  readonly price: number;
  readonly cycle: string | undefined;
  readonly cycleDescription: string | undefined;
  readonly descriptionHtml: string | undefined;
  readonly fullDescriptionHtml: string | undefined;
  readonly cancelGuideHtml: string | undefined;
  readonly imageUrl: string | undefined;
  /** listHotKey split on commas (ROAM: the first 3 are shown). */
  readonly hotKeys: readonly string[];
  readonly starRating: number | undefined;
  readonly hotPromotions: readonly RoamingPromotion[];
  readonly countryIds: readonly string[];
  readonly scopes: readonly RoamingScope[];
}

/** ENT-57: a cycle option of the filter. */
export interface RoamingCycle {
  readonly cycle: string;
  readonly description: string | undefined;
  readonly durationDays: number | undefined;
}

/** ENT-57: the roaming page data. */
export interface RoamingPage {
  /** The roaming session carried by later calls. */
  readonly session: string;
  /** The subscriber number as sent (84 form); display converts 84 to 0. */
  readonly msisdn: string;
  readonly preselected: RoamingPackage | undefined;
  readonly favouriteCountries: readonly RoamingCountry[];
  readonly cycles: readonly RoamingCycle[];
  /** Code of the registered package (rxServiceActive). */
  readonly activePackageCode: string | undefined;
  readonly packages: readonly RoamingPackage[];
  /** irCheckActive: 1 = roaming data on. */
  readonly roamingDataOn: boolean;
}

/** ENT-59: a created transaction. */
export interface Transaction {
  readonly id: string;
  readonly amount: number;
  readonly feeAmount: number;
  readonly discountAmount: number;
  readonly finalAmount: number;
}

/** ENT-60: a transaction status (2 = success, -1 = failure, other = processing). */
export interface TransactionStatus {
  readonly transactionId: string;
  readonly status: number;
  readonly message: string | undefined;
  readonly createDate: string | undefined;
  readonly serviceName: string | undefined;
  /** Masked by the server. */
  readonly phoneNumber: string | undefined;
  readonly paymentTransId: string | undefined;
}
