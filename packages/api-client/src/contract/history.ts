/**
 * §7 History (API-067 ... API-070): postpaid or prepaid history and usage detail. §7 shows none of their
 * fields: the shapes below are assumed (issue 17, docs/decisions/account.md "Usage and history").
 */
import * as z from 'zod/mini';
import { defineCalls, mobileRow } from './define';
import { usageRecord } from './records';
import { listOf, mobileResponse, optionalText, unshownBody, wireNumber } from './wire';

/** A calendar day, 'YYYY-MM-DD' (whether it is a real day and the range rule are the server's checks). */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** CONST-78 (assumed fields): the days to read, at most 90 inside the last 90, and one kind of line. */
export const usageDetailRequest = z.looseObject({
  from_date: z.optional(day),
  to_date: z.optional(day),
  usage_type: z.optional(z.enum(['call', 'sms', 'data'])),
});

/** API-068 (assumed): one top-up of a prepaid account. */
export const refillRecord = z.looseObject({
  REFILL_TIME: optionalText,
  AMOUNT: wireNumber,
  CHANNEL: optionalText,
});

/** API-067 (assumed): one monthly bill of a postpaid account. */
export const billingRecord = z.looseObject({
  BILL_CYCLE: optionalText,
  AMOUNT: wireNumber,
  PAID: z.nullish(z.union([z.boolean(), z.number(), z.string()])),
  ISSUE_DATE: optionalText,
});

const usageDetail = mobileResponse(listOf(usageRecord));
const usageReason = {
  assumed:
    'fields not shown; request { from_date?, to_date?, usage_type? }, result the usage records of ENT-42 with USAGE_TYPE, CHARGE, VOLUME_BYTES, START_TIME',
};

export const historyCalls = defineCalls({
  mobile_post_billing_history: mobileRow(
    'read',
    'API-067',
    '/mobile_post_billing_history',
    unshownBody,
    mobileResponse(listOf(billingRecord)),
    { assumed: 'fields not shown; result [{ BILL_CYCLE MM/YYYY, AMOUNT, PAID, ISSUE_DATE }], newest first' },
  ),
  mobile_prepaid_refill_history: mobileRow(
    'read',
    'API-068',
    '/mobile_prepaid_refill_history',
    unshownBody,
    mobileResponse(listOf(refillRecord)),
    {
      assumed:
        'fields not shown; result [{ REFILL_TIME, AMOUNT, CHANNEL }] of the last 90 days, newest first',
    },
  ),
  mobile_post_hist_detail: mobileRow(
    'read',
    'API-069',
    '/mobile_post_hist_detail',
    usageDetailRequest,
    usageDetail,
    usageReason,
  ),
  mobile_prepaid_hist_detail: mobileRow(
    'read',
    'API-070',
    '/mobile_prepaid_hist_detail',
    usageDetailRequest,
    usageDetail,
    usageReason,
  ),
});
