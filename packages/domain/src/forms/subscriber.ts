/** Subscriber-side limits of §5, §6 and §9 whose screens the spec does not show (GAP, see README). */
import { SMS_INVITE_MAX, TOP_UP_OTHERS_PER_DAY } from '../constants';
import { MessageKey } from '../messages';
import { fail, ok, type Result } from '../result';

/** ACC-40: how a subscriber pays. */
export type SubscriberType = 'prepaid' | 'postpaid';

/** VAL-58, CONST-80: a change-number SMS goes to at least 1 and at most 20 numbers. */
export function validateSmsRecipients<T>(
  recipients: readonly T[],
): Result<readonly T[], typeof MessageKey.smsRecipientCount> {
  const count = recipients.length;
  return count >= 1 && count <= SMS_INVITE_MAX ? ok(recipients) : fail(MessageKey.smsRecipientCount);
}

/** VAL-60, CONST-83: another top-up for another number is allowed while fewer than 3 were made today. */
export function validateTopUpOtherNumber(
  topUpsToday: number,
): Result<number, typeof MessageKey.topUpOtherDailyLimit> {
  return topUpsToday < TOP_UP_OTHERS_PER_DAY
    ? ok(TOP_UP_OTHERS_PER_DAY - topUpsToday - 1)
    : fail(MessageKey.topUpOtherDailyLimit);
}

/** A self-built package request. */
export interface SelfBuiltPackage {
  readonly name: string;
  readonly dataValue: number | undefined;
  readonly subscriberType: SubscriberType;
}

/** VAL-59, ROLE-07: prepaid only, a name and one data value are needed. */
export function validateSelfBuiltPackage(
  request: SelfBuiltPackage,
): Result<
  SelfBuiltPackage,
  | typeof MessageKey.prepaidOnly
  | typeof MessageKey.selfBuiltNameRequired
  | typeof MessageKey.selfBuiltDataRequired
> {
  if (request.subscriberType !== 'prepaid') return fail(MessageKey.prepaidOnly);
  if (request.name.trim() === '') return fail(MessageKey.selfBuiltNameRequired);
  if (request.dataValue === undefined || !(request.dataValue > 0))
    return fail(MessageKey.selfBuiltDataRequired);
  return ok(request);
}

/** VAL-61, ROLE-07: the EZCom SIM change is for prepaid subscribers only. */
export function canChangeEzcomSim(subscriberType: SubscriberType): boolean {
  return subscriberType === 'prepaid';
}

/** ROLE-09: VIP numbers cannot update their information online. */
export function canUpdateInfoOnline(isVip: boolean): boolean {
  return !isVip;
}
