/** Issue 17: usage lines (ENT-42, API-069/070), top-ups (API-068) and bills (API-067) as domain models. */
import type {
  BillRecord,
  TopUpRecord,
  UsageKind,
  UsageKindFilter,
  UsageRange,
  UsageRecord,
} from '@selfcare/domain';
import type * as z from 'zod/mini';
import type { billingRecord, refillRecord, usageDetailRequest, usageRecord } from '../contract';
import { flag, optional } from './wire';

const declaredKinds: Readonly<Record<string, UsageKind>> = { CALL: 'call', SMS: 'sms', DATA: 'data' };

/**
 * ENT-42: the assumed USAGE_TYPE names the kind; a server that sends only CALL_TYPE gets its label read
 * ('SMS …' is a message, 'Data' / 'GPRS' / '3G' / '4G' a data session, anything else a call).
 */
export function usageKindOf(usageType: string | undefined, callType: string | undefined): UsageKind {
  const declared = usageType ? declaredKinds[usageType.trim().toUpperCase()] : undefined;
  if (declared) return declared;
  const label = (callType ?? '').toLowerCase();
  if (/\b(sms|mms|tin nhắn)\b/.test(label)) return 'sms';
  if (/\b(data|gprs|3g|4g|5g|internet)\b/.test(label)) return 'data';
  return 'call';
}

/** ENT-42 with the assumed fields; missing numbers read as 0. */
export function toUsageRecord(record: z.output<typeof usageRecord>): UsageRecord {
  const callType = optional(record.CALL_TYPE);
  return {
    counterpart: optional(record.B_SUBS),
    callType,
    kind: usageKindOf(optional(record.USAGE_TYPE), callType),
    durationSeconds: record.DURATION,
    bytes: record.VOLUME_BYTES ?? 0,
    charge: record.CHARGE ?? 0,
    startedAt: optional(record.START_TIME),
  };
}

/** API-069/070: the request of a range and a type filter ('all' sends no type). */
export function usageDetailParams(
  range: UsageRange,
  kind: UsageKindFilter,
): z.input<typeof usageDetailRequest> {
  return { from_date: range.from, to_date: range.to, ...(kind === 'all' ? {} : { usage_type: kind }) };
}

/** API-068 (assumed fields). */
export function toTopUpRecord(record: z.output<typeof refillRecord>): TopUpRecord {
  return { at: optional(record.REFILL_TIME), amount: record.AMOUNT, channel: optional(record.CHANNEL) };
}

/** API-067 (assumed fields); an ISSUE_DATE with a time keeps only its day. */
export function toBillRecord(record: z.output<typeof billingRecord>): BillRecord {
  const paid = record.PAID;
  return {
    period: optional(record.BILL_CYCLE),
    amount: record.AMOUNT,
    paid: paid === null || paid === undefined ? undefined : flag(paid),
    issuedAt: optional(record.ISSUE_DATE)?.slice(0, 10),
  };
}
