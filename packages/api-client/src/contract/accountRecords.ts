/**
 * Issue 17 (ACC-02, ACC-03): the records of the account overview's reads. §7 names the calls without
 * their fields (API-021 … API-030), so every shape here is assumed; docs/decisions/account.md lists them.
 */
import * as z from 'zod/mini';
import { listOf, optionalText, wireNumber } from './wire';

const text = z.string().check(z.minLength(1));
const optionalNumber = z.nullish(wireNumber);
const flag = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]);

/** API-021 (assumed): the wallet; REGISTERED 0 when the subscriber has none. */
export const walletBalanceRecord = z.looseObject({ REGISTERED: flag, BALANCE: optionalNumber });

/** API-022 (assumed): the VinaPhone Plus tier (1 to 5), null for a non-member. */
export const memberRankRecord = z.looseObject({
  RANK: optionalNumber,
  RANK_NAME: optionalText,
  POINTS: optionalNumber,
});

/** API-024 (assumed): the number, its plan (ACC-40: SUBSCRIBER_TYPE) and status. */
export const mobileInfoRecord = z.looseObject({
  MSISDN: text,
  SUBSCRIBER_TYPE: optionalText,
  STATUS: optionalText,
  ACTIVATED_DATE: optionalText,
});

/** API-025 (assumed): one bundle's remaining amount; TOTAL null for an unlimited one. */
export const bundleRemainRecord = z.looseObject({
  BUNDLE_CODE: text,
  BUNDLE_NAME: text,
  TYPE: z.enum(['DATA', 'VOICE', 'SMS']),
  /** MB for DATA, minutes for VOICE, messages for SMS. */
  REMAIN: wireNumber,
  TOTAL: optionalNumber,
  EXPIRE_DATE: optionalText,
});

/** API-026 (assumed): the high-bandwidth (full-speed) data left, in MB. */
export const highBandwidthRecord = z.looseObject({
  PACKAGE_CODE: text,
  REMAIN_MB: wireNumber,
  TOTAL_MB: optionalNumber,
  EXPIRE_DATE: optionalText,
});

/** API-027 (assumed): one account of the charging system (MAIN, then the promotional ones). */
export const inBalanceRecord = z.looseObject({
  ACCOUNT_CODE: text,
  ACCOUNT_NAME: text,
  BALANCE: wireNumber,
  EXPIRE_DATE: optionalText,
});

/** API-028 (assumed): the personal information as the operator holds it; the document number masked. */
export const customerInfoRecord = z.looseObject({
  FULL_NAME: optionalText,
  CUSTOMER_ID: optionalText,
  BIRTH_DATE: optionalText,
  ID_TYPE: optionalText,
  ID_NUMBER: optionalText,
  ID_ISSUE_DATE: optionalText,
  ID_ISSUE_PLACE: optionalText,
  ADDRESS: optionalText,
  EMAIL: optionalText,
});

/** API-030 (assumed): main and promotional balances, the prepaid validity, the postpaid unbilled amount. */
export const balanceInfoRecord = z.looseObject({
  MAIN_BALANCE: wireNumber,
  PROMO_BALANCE: optionalNumber,
  ACTIVE_UNTIL: optionalText,
  UNBILLED_AMOUNT: optionalNumber,
});

export const bundleRemainList = listOf(bundleRemainRecord);
export const highBandwidthList = listOf(highBandwidthRecord);
export const inBalanceList = listOf(inBalanceRecord);

/** ENT-27: a password on the wire is the SHA-256 hex of its text (`hashPassword`), never the text. */
const passwordHash = z.string().check(z.regex(/^[0-9a-f]{64}$/));

/**
 * AUTH-79 (unnamed call, assumed body): the old and the new password, both hashed as at sign-in (ENT-27),
 * as every other password call sends them (issue 47: a clear password is refused with a 400). VAL-14 is
 * the portal's check before hashing, since the server sees only the hash (decisions: account.md).
 */
export const changePasswordRequest = z.looseObject({
  old_password: passwordHash,
  new_password: passwordHash,
});
