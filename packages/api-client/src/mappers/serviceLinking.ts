/**
 * Linking service accounts (issue 17, ACC-74, ACC-75): the assumed lookup record to the domain's model; a linked
 * account's billed months (ACC-43, API-053).
 */
import {
  debtMonthOf,
  linkedServiceKindOf,
  linkedServiceStatusOf,
  type DebtMonth,
  type ServiceAccountInfo,
} from '@selfcare/domain';
import type * as z from 'zod/mini';
import type { debtMonthRecord, serviceAccountInfoRecord } from '../contract';
import { optional } from './wire';

/** ACC-75: the owner's name stays masked as the operator sent it. */
export function toServiceAccountInfo(record: z.output<typeof serviceAccountInfoRecord>): ServiceAccountInfo {
  return {
    account: record.ACCOUNT,
    kind: linkedServiceKindOf(record.PRODUCT_LINE),
    ownerName: optional(record.OWNER_NAME),
    address: optional(record.ADDRESS),
    packageName: optional(record.PACKAGE_NAME),
    status: linkedServiceStatusOf(optional(record.STATUS)),
    linked: record.LINKED === 1,
  };
}

/** ACC-43, API-053: one billed month; what is owed is the server's DEBT (a negative one reads as nothing). */
export function toDebtMonth(record: z.output<typeof debtMonthRecord>): DebtMonth {
  const dueOn = optional(record.DUE_DATE);
  return {
    month: debtMonthOf(record.BILL_CYCLE),
    charge: record.CHARGE,
    paid: record.PAID_AMOUNT,
    owed: Math.max(0, record.DEBT),
    dueOn: dueOn !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(dueOn) ? dueOn : undefined,
  };
}
