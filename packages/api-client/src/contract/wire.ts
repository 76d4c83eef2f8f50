/**
 * Shared wire building blocks for the contract rows: code fields, the envelopes of each
 * service, and the shape used where the spec does not show a payload.
 */
import { z } from 'zod';
import { mobileRow } from './define';

/** Codes arrive as strings ('0', '00', '401') but some servers send numbers; both read as text. */
export const wireCode = z.union([z.string(), z.number()]).transform(String);

/** Optional text that some servers send as null. */
export const optionalText = z.string().nullish();

/** A number some servers send as text ('12000'). */
export const wireNumber = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);

/** API-005: main mobile API envelope (error_code '0' = success, message, result ...). */
export const mobileEnvelope = z.looseObject({
  error_code: wireCode,
  message: optionalText,
  /** §8: a failing body may carry errorMessage, passed to the caller. */
  errorMessage: optionalText,
});

/** A mobile API success body whose `result` has the given shape. */
export function mobileResponse<T extends z.ZodType>(result: T) {
  return mobileEnvelope.extend({ result });
}

/** A payload the spec does not show: any object whose extra fields pass through. */
export const unshownBody = z.looseObject({});

/** Response of a call whose payload the spec does not show: the envelope and any result. */
export const unshownMobileResponse = mobileEnvelope.extend({ result: z.unknown().optional() });

/** A list of records: servers return an array, which may be missing when empty. */
export function listOf<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((items) => items ?? []);
}

/** Roaming service envelope: errorCode '0' = success (API-177 ... API-184). */
export const roamingEnvelope = z.looseObject({
  errorCode: wireCode,
  message: optionalText,
  errorMessage: optionalText,
});

export function roamingResponse<T extends z.ZodType>(result: T) {
  return roamingEnvelope.extend({ result });
}

/** Loyalty service envelope: errorCode '0' = success; some bodies also carry ERRORCODE. */
export const loyaltyEnvelope = z.looseObject({
  errorCode: wireCode.optional(),
  ERRORCODE: wireCode.nullish(),
  ErrorCode: wireCode.nullish(),
  message: optionalText,
  errorMessage: optionalText,
});

export function loyaltyResponse<T extends z.ZodType>(result: T) {
  return loyaltyEnvelope.extend({ result });
}

export const unshownLoyaltyResponse = loyaltyEnvelope.extend({ result: z.unknown().optional() });

export const msisdnBody = z.looseObject({ msisdn: z.string().min(1) });

/** The one reason given for every row whose payload §7 does not show. */
export const UNSHOWN_PAYLOAD =
  'spec §7 names the call but not its fields: open body, envelope with any result';

/** Rows of the main API whose payload §7 does not show share one shape and one reason. */
export function unshownMobileRow(matrixId: string, path: string, options: { session?: boolean } = {}) {
  return mobileRow(matrixId, path, unshownBody, unshownMobileResponse, {
    session: options.session ?? true,
    assumed: UNSHOWN_PAYLOAD,
  });
}
