/**
 * §7 Fixed and TV accounts (API-044 ... API-053): §7 names these calls without their fields. The rows that
 * link, look up and remove service accounts (ACC-74, ACC-75) have assumed shapes in the operator's style
 * (request fields in snake case, result fields in capitals as the contract accounts of ENT-41), written down
 * in docs/decisions/account.md ("Linking and removing service accounts"). Every call answers for the
 * session's subscriber: an account of another customer is refused (LNK02) and its details never sent.
 */
import * as z from 'zod/mini';
import { defineCalls, mobileRow } from './define';
import { listOf, mobileEnvelope, mobileResponse, optionalText, wireNumber } from './wire';

const text = z.string().check(z.minLength(1), z.maxLength(64));
const phoneNumber = z.string().check(z.regex(/^\d{9,12}$/));

const accountBody = z.looseObject({ account: text });
const numberBody = z.looseObject({ number: phoneNumber });

/**
 * API-046 … API-049 (assumed): what a lookup shows of a service account before it is linked. OWNER_NAME
 * arrives masked by the operator; PRODUCT_LINE is one of the contract list's (FIBER, MYTV, PHONE, MOBILE);
 * LINKED 1 when the account is linked to the caller's number already.
 */
export const serviceAccountInfoRecord = z.looseObject({
  ACCOUNT: z.string(),
  PRODUCT_LINE: z.string(),
  OWNER_NAME: optionalText,
  ADDRESS: optionalText,
  PACKAGE_NAME: optionalText,
  STATUS: optionalText,
  LINKED: z.nullish(z.union([z.literal(0), z.literal(1)])),
});

/**
 * API-053 (assumed): one billed month of a linked fixed-line, home internet or MyTV account, newest first, at
 * most 12: the cycle 'MM/YYYY' (as the bills of API-067), what it charged, what was paid, what is still owed
 * and the last day to pay ('YYYY-MM-DD'), amounts in dong.
 */
export const debtMonthRecord = z.looseObject({
  BILL_CYCLE: z.string(),
  CHARGE: wireNumber,
  PAID_AMOUNT: wireNumber,
  DEBT: wireNumber,
  DUE_DATE: optionalText,
});

/** The refusals of the linking rows (assumed codes): the portal explains each in the reader's language. */
export const linkRefusals = {
  /** No such account of that kind. */
  notFound: 'LNK01',
  /** The account belongs to another customer (another owner document). */
  notOwner: 'LNK02',
  /** The account is linked already. */
  alreadyLinked: 'LNK03',
  /** The caller's own number. */
  ownNumber: 'LNK04',
  /** The account is cancelled. */
  cancelled: 'LNK05',
  /** Removal: the account is not among the caller's linked accounts. */
  notLinked: 'LNK06',
} as const;

export type LinkRefusalCode = keyof typeof linkRefusals;

const assumed = (what: string) => ({ assumed: `fields not shown; ${what}` });
const lookup = <B extends z.ZodMiniType>(matrixId: string, path: string, body: B, what: string) =>
  mobileRow('read', matrixId, path, body, mobileResponse(serviceAccountInfoRecord), assumed(what));
const link = <B extends z.ZodMiniType>(matrixId: string, path: string, body: B, what: string) =>
  mobileRow('write', matrixId, path, body, mobileEnvelope, assumed(what));

export const accountsCalls = defineCalls({
  fiber_add_account: link('API-044', '/fiber_add_account', accountBody, 'the home internet account to link'),
  mytv_add_account: link('API-045', '/mytv_add_account', accountBody, 'the MyTV account to link'),
  fiber_get_info: lookup(
    'API-046',
    '/fiber_get_info',
    accountBody,
    'the home internet account; its masked owner, address, package and whether it is linked',
  ),
  mytv_get_info: lookup('API-047', '/mytv_get_info', accountBody, 'the MyTV account; as fiber_get_info'),
  phone_get_info: lookup(
    'API-048',
    '/phone_get_info',
    numberBody,
    'a fixed line (0 form) or a mobile number (84 form); as fiber_get_info, PRODUCT_LINE PHONE or MOBILE',
  ),
  fiber_search_info2: mobileRow(
    'read',
    'API-049',
    '/fiber_search_info2',
    z.looseObject({ keyword: text }),
    mobileResponse(listOf(serviceAccountInfoRecord)),
    assumed("the contract's phone or an account id; the caller's own home internet accounts that match"),
  ),
  mobile_add_account: link(
    'API-050',
    '/mobile_add_account',
    z.looseObject({ msisdn: phoneNumber }),
    'the other mobile number to link (84 form)',
  ),
  phone_add_account: link('API-051', '/phone_add_account', numberBody, 'the fixed line to link (0 form)'),
  cust_remove_account: link(
    'API-052',
    '/cust_remove_account',
    accountBody,
    "the linked account to remove (the list's decrypted ACCOUNT)",
  ),
  cust_nonmobile_lichsu_no: mobileRow(
    'read',
    'API-053',
    '/cust_nonmobile_lichsu_no',
    accountBody,
    mobileResponse(listOf(debtMonthRecord)),
    assumed(
      "the linked account (the list's decrypted ACCOUNT); its billed months, newest first, at most 12; another's account or an unlinked one is refused (LNK06)",
    ),
  ),
});
