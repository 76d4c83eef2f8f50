/** SIM pages (ACC-28 … ACC-36): the assumed wire records of contract/sim.ts as domain models. */
import {
  toLocalPhone,
  type EzcomCheck,
  type MultiSimStatus,
  type NumberHold,
  type Sim4gEligibility,
  type Sim4gRequest,
  type SimDeliveryForm,
  type SimNumberOffer,
} from '@selfcare/domain';
import type * as z from 'zod/mini';
import type { Contract } from '../contract';
import type { RequestOf } from '../contract/define';
import type {
  ezsimCheckRecord,
  multiSimRecord,
  numberHoldRecord,
  sim4gAcceptedRecord,
  sim4gCheckRecord,
  simNumberRecord,
} from '../contract/sim';
import { optional } from './wire';

/** ACC-28: the service and its extra SIMs, oldest link first as the server lists them. */
export function toMultiSimStatus(record: z.output<typeof multiSimRecord>): MultiSimStatus {
  return {
    registered: record.REGISTERED,
    sims: record.SIMS.map((sim) => ({ serial: sim.SERIAL, linkedAt: sim.LINKED_AT })),
  };
}

/** ACC-30: the eligibility check; a reason only when refused. */
export function toSim4gEligibility(record: z.output<typeof sim4gCheckRecord>): Sim4gEligibility {
  return { eligible: record.ELIGIBLE, reason: record.ELIGIBLE ? undefined : optional(record.REASON) };
}

/** ACC-30, ACC-31: the accepted request and the day staff get in touch by. */
export function toSim4gRequest(record: z.output<typeof sim4gAcceptedRecord>): Sim4gRequest {
  return { requestId: record.REQUEST_ID, contactBy: new Date(record.CONTACT_BY) };
}

/** ACC-32: the subscriber type and whether the EZCom change is open to them. */
export function toEzcomCheck(record: z.output<typeof ezsimCheckRecord>): EzcomCheck {
  return { subscriberType: record.SUBSCRIBER_TYPE, allowed: record.ALLOWED };
}

/** ACC-35: a number for sale, in the local form people read. */
export function toSimNumberOffer(record: z.output<typeof simNumberRecord>): SimNumberOffer {
  return { number: toLocalPhone(record.NUMBER), price: record.PRICE };
}

/** ACC-36: the held number and when the hold lapses. */
export function toNumberHold(record: z.output<typeof numberHoldRecord>): NumberHold {
  return {
    holdId: record.HOLD_ID,
    number: toLocalPhone(record.NUMBER),
    expiresAt: new Date(record.EXPIRES_AT),
  };
}

/** ACC-35: the order body; only the fields of the chosen delivery are sent. */
export function simOrderRequestOf(
  holdId: string,
  delivery: SimDeliveryForm,
): RequestOf<Contract['sim_order']> {
  const base = { hold_id: holdId, province_id: delivery.provinceId };
  return delivery.method === 'home'
    ? {
        ...base,
        delivery: 'home',
        district_id: delivery.districtId,
        precinct_id: delivery.wardId,
        street: delivery.street.trim(),
      }
    : { ...base, delivery: 'store', store_address: delivery.storeAddress };
}
