import type {
  ContractAccount,
  EInvoice,
  FamilyMember,
  NewsGroup,
  NewsItem,
  StaffCategory,
  Store,
  UserInfo,
} from '@selfcare/domain';
import type * as z from 'zod/mini';
import type {
  contractAccountRecord,
  eInvoiceRecord,
  familyMemberRecord,
  newsGroupRecord,
  newsRecord,
  StaffCategoryRecord,
  storeRecord,
  userInfoRecord,
} from '../contract';
import { eInvoiceStatusOf } from '@selfcare/domain';
import { optional } from './wire';

/** ENT-46. */
export function toUserInfo(record: z.output<typeof userInfoRecord>): UserInfo {
  return {
    fullName: optional(record.FULL_NAME),
    customerId: optional(record.CUSTOMER_ID),
    mainBalance: record.MAIN_BALANCE ?? undefined,
    dataRemainingMb: record.DATA_REMAIN_MB ?? undefined,
    dataTotalMb: record.DATA_TOTAL_MB ?? undefined,
  };
}

/**
 * ACC-76: the portal injects the decryption (scheme chosen in contract/contractAccountCipher.ts); it may
 * be asynchronous (Web Crypto, or a deployment's own server).
 */
export type Decrypt = (cipherText: string) => string | Promise<string>;

/** ENT-41: each field arrives encrypted. */
export async function toContractAccount(
  record: z.output<typeof contractAccountRecord>,
  decrypt: Decrypt,
): Promise<ContractAccount> {
  const [account, productLine, contact] = await Promise.all(
    [record.ACCOUNT, record.PRODUCT_LINE, record.CONTACT].map((field) => decrypt(field)),
  );
  return { account: account ?? '', productLine: productLine ?? '', contact: contact ?? '' };
}

/** ENT-39. */
export function toFamilyMember(record: z.output<typeof familyMemberRecord>): FamilyMember {
  return {
    msisdn: record.msisdn,
    remainingData: record.remain_volume,
    totalData: record.total_volume,
    remainingCall: record.remain_volume_call,
    totalCall: record.total_volume_call,
  };
}

export function toEInvoice(record: z.output<typeof eInvoiceRecord>): EInvoice {
  return {
    id: record.INVOICE_ID,
    number: optional(record.INVOICE_NO),
    issuedAt: optional(record.INVOICE_DATE),
    amount: record.AMOUNT,
    period: optional(record.PERIOD),
    status: eInvoiceStatusOf(record.STATUS),
  };
}

/** ENT-40: LATITUDE / LONGITUDE become lat / lng of the map. */
export function toStore(record: z.output<typeof storeRecord>): Store {
  return {
    address: record.ADDRESS,
    phone: optional(record.MOBILE),
    lat: record.LATITUDE,
    lng: record.LONGITUDE,
  };
}

/** ENT-43. */
export function toNewsItem(record: z.output<typeof newsRecord>): NewsItem {
  return {
    id: record.NEWS_ID,
    title: record.TITLE,
    imageUrl: optional(record.IMAGE),
    groupName: optional(record.GROUP_NAME),
    englishDescription: optional(record.EN_DESCRIPTION),
    dateTime: optional(record.DATETIME),
  };
}

/** SRCH-09: both names are kept; the portal shows the one of the reader's language. */
export function toNewsGroup(record: z.output<typeof newsGroupRecord>): NewsGroup {
  return { id: record.GROUP_ID, name: { vi: record.GROUP_NAME, en: optional(record.GROUP_NAME_EN) } };
}

/** ENT-44: the nested `childs` become `children`. */
export function toStaffCategory(record: StaffCategoryRecord): StaffCategory {
  return {
    id: record.id,
    name: { vi: record.name, en: optional(record.name_en) },
    children: (record.childs ?? []).map(toStaffCategory),
  };
}
