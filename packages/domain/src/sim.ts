/**
 * SIM pages (issue 18, ACC-28 … ACC-36): multi-SIM, the 4G SIM change, the EZCom change and buying a SIM
 * with a held number. §7 names the calls without their fields; the readings chosen here are written in
 * docs/decisions/family-sim.md ("SIM").
 */
import { NUMBER_HOLD, SIM_4G_CONTACT_DAYS } from './constants';
import { MessageKey } from './messages';
import { digitsOnly } from './phone';
import { fail, ok, type Result } from './result';
import type { SubscriberType } from './forms/subscriber';

const minuteMs = 60_000;
const dayMs = 86_400_000;

// Multi-SIM (ACC-28)

/** ACC-28 (assumed; §6 says a maximum exists without a value): extra SIMs sharing one number. */
export const MULTISIM_MAX_SIMS = 3;

/** ACC-28: one extra SIM that shares the subscriber's number. */
export interface LinkedSim {
  readonly serial: string;
  readonly linkedAt: string;
}

/** ACC-28: the multi-SIM service of one number. */
export interface MultiSimStatus {
  readonly registered: boolean;
  readonly sims: readonly LinkedSim[];
}

/** ACC-28 (assumed): a SIM serial (ICCID) of a Vietnamese SIM: 19 or 20 digits starting 8984. */
export function validateSimSerial(raw: string): Result<string, typeof MessageKey.simSerialInvalid> {
  const serial = digitsOnly(raw);
  return /^8984\d{15,16}$/.test(serial) ? ok(serial) : fail(MessageKey.simSerialInvalid);
}

/** ACC-28, ROLE (a maximum of managed subscriptions, §6): another SIM may be linked below the maximum. */
export function canLinkAnotherSim(linkedCount: number): Result<number, typeof MessageKey.multiSimFull> {
  return linkedCount < MULTISIM_MAX_SIMS
    ? ok(MULTISIM_MAX_SIMS - linkedCount - 1)
    : fail(MessageKey.multiSimFull, { n: MULTISIM_MAX_SIMS });
}

/** ACC-28: a shortened serial for headings and confirmations ("…1234 5678"). */
export function shortSimSerial(serial: string): string {
  const tail = serial.slice(-8);
  return `…${tail.slice(0, 4)} ${tail.slice(4)}`;
}

// 4G SIM change (ACC-30, ACC-31) and EZCom (ACC-32, ACC-33)

/** ACC-30 (assumed): what the eligibility check tells. */
export interface Sim4gEligibility {
  readonly eligible: boolean;
  /** Why not, in the operator's words, when not eligible. */
  readonly reason: string | undefined;
}

/** ACC-30: an accepted change and the day by which staff get in touch. */
export interface Sim4gRequest {
  readonly requestId: string;
  readonly contactBy: Date;
}

/** CONST-87, ACC-31: staff contact the subscriber within 3 days of the acceptance. */
export function sim4gContactDeadline(acceptedAt: Date): Date {
  return new Date(acceptedAt.getTime() + SIM_4G_CONTACT_DAYS * dayMs);
}

/** ACC-32: what the EZCom check tells; VAL-61 decides from the subscriber type. */
export interface EzcomCheck {
  readonly subscriberType: SubscriberType;
  readonly allowed: boolean;
}

// Buying a SIM with a held number (ACC-35, ACC-36)

/** ACC-35 (assumed): a number for sale. */
export interface SimNumberOffer {
  readonly number: string;
  readonly price: number;
}

/** ACC-36: a number held for the subscriber until `expiresAt`. */
export interface NumberHold {
  readonly holdId: string;
  readonly number: string;
  readonly expiresAt: Date;
}

/** CONST-79, ACC-36: a held number is kept 60 minutes. */
export function numberHoldExpiresAt(heldAt: Date): Date {
  return new Date(heldAt.getTime() + NUMBER_HOLD.minutes * minuteMs);
}

/**
 * CONST-79: whole minutes left on a hold (rounded up), 0 once it has lapsed, never more than the 60 a hold
 * lasts (the browser's clock may run behind the server's).
 */
export function holdMinutesLeft(expiresAt: Date, now: Date): number {
  const left = Math.ceil((expiresAt.getTime() - now.getTime()) / minuteMs);
  return Math.min(NUMBER_HOLD.minutes, Math.max(0, left));
}

/**
 * CONST-79 (reading in the decisions): one hold at a time, and at most 3 holds a day ("up to 3 in
 * stock"): a subscriber cannot take every number off the shelf.
 */
export function canHoldNumber(holds: {
  readonly active: number;
  readonly today: number;
}): Result<true, typeof MessageKey.numberHoldOneAtATime | typeof MessageKey.numberHoldStockFull> {
  if (holds.active >= NUMBER_HOLD.atOnce) return fail(MessageKey.numberHoldOneAtATime);
  if (holds.today >= NUMBER_HOLD.maxInStock)
    return fail(MessageKey.numberHoldStockFull, { n: NUMBER_HOLD.maxInStock });
  return ok(true);
}

/** ACC-35: the SIM comes to an address, or is picked up at a store. */
export const SIM_DELIVERY_METHODS = ['home', 'store'] as const;
export type SimDeliveryMethod = (typeof SIM_DELIVERY_METHODS)[number];

/** ACC-35: what the delivery step collects (ids of the address cascade, or a store). */
export interface SimDeliveryForm {
  readonly method: SimDeliveryMethod;
  readonly provinceId: string;
  readonly districtId: string;
  readonly wardId: string;
  readonly street: string;
  readonly storeAddress: string;
}

export type SimDeliveryField = 'provinceId' | 'districtId' | 'wardId' | 'street' | 'storeAddress';
export type SimDeliveryErrors = Partial<Record<SimDeliveryField, typeof MessageKey.required>>;

/** ACC-35: home delivery needs the whole address; store pickup needs the province and the store. */
export function validateSimDelivery(
  form: SimDeliveryForm,
): { ok: true; value: SimDeliveryForm } | { ok: false; errors: SimDeliveryErrors } {
  const needed: readonly SimDeliveryField[] =
    form.method === 'home'
      ? ['provinceId', 'districtId', 'wardId', 'street']
      : ['provinceId', 'storeAddress'];
  const errors: SimDeliveryErrors = {};
  for (const field of needed) if (form[field].trim() === '') errors[field] = MessageKey.required;
  return Object.keys(errors).length === 0 ? { ok: true, value: form } : { ok: false, errors };
}
