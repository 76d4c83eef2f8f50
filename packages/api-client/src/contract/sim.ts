/**
 * §7 SIM (API-071 ... API-078) and buying a SIM (ACC-35, ACC-36). §7 names the SIM calls without their
 * fields and names no call for buying a SIM: every shape below is assumed (docs/decisions/family-sim.md,
 * "SIM"). Every row belongs to the session's own subscriber.
 */
import * as z from 'zod/mini';
import { defineCalls, mobileRow } from './define';
import { listOf, mobileResponse, optionalText, unshownBody, wireNumber } from './wire';

const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
/** ACC-28 (assumed): a SIM serial (ICCID), 19 or 20 digits starting 8984 (domain validateSimSerial). */
const serial = z.string().check(z.regex(/^8984\d{15,16}$/));
/** A Vietnamese mobile number, local (0…) or international (84…). */
const phone = z.string().check(z.regex(/^(0|84)\d{9,10}$/));
const serialBody = z.looseObject({ serial });
const ack = mobileResponse(z.optional(z.unknown()));

/** ACC-28 (assumed): one extra SIM sharing the subscriber's number. */
export const linkedSimRecord = z.looseObject({ SERIAL: z.string(), LINKED_AT: z.string() });

/** ACC-28 (assumed): the multi-SIM service of the number and its extra SIMs. */
export const multiSimRecord = z.looseObject({
  REGISTERED: z.boolean(),
  SIMS: listOf(linkedSimRecord),
});

/** ACC-30 (assumed): whether the number may change to a 4G SIM, and why not. */
export const sim4gCheckRecord = z.looseObject({ ELIGIBLE: z.boolean(), REASON: optionalText });

/** ACC-30, ACC-31 (assumed): the accepted request and the day staff get in touch by (CONST-87). */
export const sim4gAcceptedRecord = z.looseObject({ REQUEST_ID: id, CONTACT_BY: z.string() });

/** ACC-30 (assumed): the subscriber accepts the change and leaves a number for staff to call. */
export const sim4gAcceptRequest = z.looseObject({ contact_phone: phone, accepted: z.literal(true) });

/** ACC-32, VAL-61 (assumed): the subscriber type decides the EZCom change. */
export const ezsimCheckRecord = z.looseObject({
  SUBSCRIBER_TYPE: z.enum(['prepaid', 'postpaid']),
  ALLOWED: z.boolean(),
});

/** ACC-35 (assumed): a number for sale and its price in VND. */
export const simNumberRecord = z.looseObject({ NUMBER: z.string(), PRICE: wireNumber });

/** ACC-36 (assumed): the number held for the subscriber and when the hold lapses (CONST-79). */
export const numberHoldRecord = z.looseObject({
  HOLD_ID: id,
  NUMBER: z.string(),
  EXPIRES_AT: z.string(),
});

/** ACC-35 (assumed): the order of the held number, delivered to an address or picked up at a store. */
export const simOrderRequest = z.looseObject({
  hold_id: z.string().check(z.regex(/^\d{1,12}$/)),
  delivery: z.enum(['home', 'store']),
  province_id: z.string().check(z.minLength(1), z.maxLength(20)),
  district_id: z.optional(z.string().check(z.maxLength(20))),
  precinct_id: z.optional(z.string().check(z.maxLength(20))),
  street: z.optional(z.string().check(z.maxLength(200))),
  store_address: z.optional(z.string().check(z.maxLength(300))),
});

const assumed = (shape: string) => ({ assumed: `fields not shown: ${shape}` });

export const simCalls = defineCalls({
  mobile_change_sim_req_check: mobileRow(
    'read',
    'API-071',
    '/mobile_change_sim_req_check',
    unshownBody,
    mobileResponse(sim4gCheckRecord),
    assumed('ACC-30 result { ELIGIBLE, REASON }'),
  ),
  mobile_change_sim_accepted: mobileRow(
    'write',
    'API-072',
    '/mobile_change_sim_accepted',
    sim4gAcceptRequest,
    mobileResponse(sim4gAcceptedRecord),
    assumed('ACC-30 { contact_phone, accepted: true } → { REQUEST_ID, CONTACT_BY }'),
  ),
  multisim_query: mobileRow(
    'read',
    'API-073',
    '/multisim_query',
    unshownBody,
    mobileResponse(multiSimRecord),
    assumed('ACC-28 result { REGISTERED, SIMS: [{ SERIAL, LINKED_AT }] }'),
  ),
  multisim_reg: mobileRow(
    'write',
    'API-074',
    '/multisim_reg',
    serialBody,
    ack,
    assumed('ACC-28 { serial } links one more SIM (registering the service with the first)'),
  ),
  multisim_unreg: mobileRow(
    'write',
    'API-075',
    '/multisim_unreg',
    unshownBody,
    ack,
    assumed('ACC-28 {} ends the service and unlinks every extra SIM'),
  ),
  multisim_unlink: mobileRow(
    'write',
    'API-076',
    '/multisim_unlink',
    serialBody,
    ack,
    assumed('ACC-28 { serial } unlinks one extra SIM'),
  ),
  mobile_check_ezsim: mobileRow(
    'read',
    'API-077',
    '/mobile_check_ezsim',
    unshownBody,
    mobileResponse(ezsimCheckRecord),
    assumed('ACC-32 result { SUBSCRIBER_TYPE, ALLOWED }'),
  ),
  mobile_change_sim_ezcom: mobileRow(
    'write',
    'API-078',
    '/mobile_change_sim_ezcom',
    serialBody,
    mobileResponse(z.looseObject({ REQUEST_ID: id })),
    assumed(
      "ACC-32 { serial } of the new EZCom SIM, one of the caller's own extra SIMs (issue 47) → { REQUEST_ID }; prepaid only (VAL-61)",
    ),
  ),
  sim_number_search: mobileRow(
    'read',
    'SHELL-067',
    '/sim_number_search',
    z.looseObject({ pattern: z.optional(z.string().check(z.regex(/^\d{0,10}$/))) }),
    mobileResponse(listOf(simNumberRecord)),
    assumed('no call named (ACC-35): { pattern? } digits the number contains → [{ NUMBER, PRICE }]'),
  ),
  sim_number_hold_current: mobileRow(
    'read',
    'CONST-79',
    '/sim_number_hold_current',
    unshownBody,
    mobileResponse(z.nullable(numberHoldRecord)),
    assumed("no call named (ACC-36): the session's hold still running, or null"),
  ),
  sim_number_hold: mobileRow(
    'write',
    'ACC-36',
    '/sim_number_hold',
    z.looseObject({ number: z.string().check(z.regex(/^0\d{9}$/)) }),
    mobileResponse(numberHoldRecord),
    assumed('no call named (ACC-36): { number } → { HOLD_ID, NUMBER, EXPIRES_AT } (CONST-79)'),
  ),
  sim_order: mobileRow(
    'write',
    'ACC-35',
    '/sim_order',
    simOrderRequest,
    mobileResponse(z.looseObject({ ORDER_ID: id })),
    assumed('no call named (ACC-35): the held number, home delivery or store pickup → { ORDER_ID }'),
  ),
});
