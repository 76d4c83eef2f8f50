import type { LocalizedName } from '../localized';

/** ENT-46: shell user info. */
export interface UserInfo {
  readonly fullName: string | undefined;
  readonly customerId: string | undefined;
  /** Main account balance in dong (assumed field MAIN_BALANCE; undefined when not answered). */
  readonly mainBalance?: number | undefined;
  /** Data left in MB (assumed field DATA_REMAIN_MB). */
  readonly dataRemainingMb?: number | undefined;
  /** The data allowance in MB (assumed field DATA_TOTAL_MB), for the bar of CONST-54. */
  readonly dataTotalMb?: number | undefined;
}

/** ENT-41: a contract account, already decrypted. */
export interface ContractAccount {
  readonly account: string;
  readonly productLine: string;
  readonly contact: string;
}

/** ENT-39: a family group member. */
export interface FamilyMember {
  readonly msisdn: string;
  readonly remainingData: number;
  readonly totalData: number;
  readonly remainingCall: number;
  readonly totalCall: number;
}

/** Whether an e-invoice is paid (assumed STATUS field; issue 19). */
export type EInvoiceStatus = 'paid' | 'unpaid' | 'unknown';

/** An e-invoice list item (fields assumed, see api-client README). */
export interface EInvoice {
  readonly id: string;
  readonly number: string | undefined;
  /** 'YYYY-MM-DD'. */
  readonly issuedAt: string | undefined;
  readonly amount: number;
  /** The billed month, 'MM/YYYY'. */
  readonly period: string | undefined;
  readonly status: EInvoiceStatus;
}

/** An invoice's PDF file (assumed FILE_NAME / FILE_CONTENT, issue 19). */
export interface EInvoiceFile {
  readonly fileName: string | undefined;
  /** The PDF's bytes; the mapper refuses anything that is not a PDF. */
  readonly bytes: Uint8Array;
}

/** ENT-40: a store on the map. */
export interface Store {
  readonly address: string;
  readonly phone: string | undefined;
  readonly lat: number;
  readonly lng: number;
}

/** ENT-43: a news item. */
export interface NewsItem {
  readonly id: string;
  readonly title: string;
  readonly imageUrl: string | undefined;
  readonly groupName: string | undefined;
  /** SRCH-10: shown when the language is English. */
  readonly englishDescription: string | undefined;
  readonly dateTime: string | undefined;
}

/** SRCH-09: a news group tab (help_news_group), named in both languages. */
export interface NewsGroup {
  readonly id: string;
  readonly name: LocalizedName;
}

/** ENT-44: service-quality category tree, named in both languages when the server sends both. */
export interface StaffCategory {
  readonly id: string;
  readonly name: LocalizedName;
  readonly children: readonly StaffCategory[];
}
