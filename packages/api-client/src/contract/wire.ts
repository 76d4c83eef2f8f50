/**
 * Shared wire building blocks for the contract rows: code fields, the envelopes of each
 * service, and the shape used where the spec does not show a payload.
 */
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { mobileRow, type Access } from './define';

// zod classic installs these two defaults itself; zod/mini does not. Set here, before the first schema is
// built (every schema module imports this one), so issues keep their English messages and the recursive
// staffCategoryRecord keeps classic's cycle support. The named `en` import keeps other locales out of bundles.
z.config({ ...en(), memoizer: z.memoizer() });

/** Codes arrive as strings ('0', '00', '401') but some servers send numbers; both read as text. */
export const wireCode = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** Optional text that some servers send as null. */
export const optionalText = z.nullish(z.string());

/** A number some servers send as text ('12000'). */
export const wireNumber = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform(Number),
);

/** API-005: main mobile API envelope (error_code '0' = success, message, result ...). */
export const mobileEnvelope = z.looseObject({
  error_code: wireCode,
  message: optionalText,
  /** §8: a failing body may carry errorMessage, passed to the caller. */
  errorMessage: optionalText,
});

/** A mobile API success body whose `result` has the given shape. */
export function mobileResponse<T extends z.ZodMiniType>(result: T) {
  return z.extend(mobileEnvelope, { result });
}

/** A payload the spec does not show: any object whose extra fields pass through. */
export const unshownBody = z.looseObject({});

/** Response of a call whose payload the spec does not show: the envelope and any result. */
export const unshownMobileResponse = z.extend(mobileEnvelope, { result: z.optional(z.unknown()) });

/** A list of records: servers return an array, which may be missing when empty. */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((items: z.output<T>[] | null | undefined) => items ?? []),
  );
}

/** Roaming service envelope: errorCode '0' = success (API-177 ... API-184). */
export const roamingEnvelope = z.looseObject({
  errorCode: wireCode,
  message: optionalText,
  errorMessage: optionalText,
});

export function roamingResponse<T extends z.ZodMiniType>(result: T) {
  return z.extend(roamingEnvelope, { result });
}

/** Loyalty service envelope: errorCode '0' = success; some bodies also carry ERRORCODE. */
export const loyaltyEnvelope = z.looseObject({
  errorCode: z.optional(wireCode),
  ERRORCODE: z.nullish(wireCode),
  ErrorCode: z.nullish(wireCode),
  message: optionalText,
  errorMessage: optionalText,
});

export function loyaltyResponse<T extends z.ZodMiniType>(result: T) {
  return z.extend(loyaltyEnvelope, { result });
}

export const msisdnBody = z.looseObject({ msisdn: z.string().check(z.minLength(1)) });

/** The one reason given for every row whose payload §7 does not show. */
export const UNSHOWN_PAYLOAD =
  'spec §7 names the call but not its fields: open body, envelope with any result';

/** Rows of the main API whose payload §7 does not show share one shape and one reason. */
export function unshownMobileRow<A extends Access>(
  access: A,
  matrixId: string,
  path: string,
  options: { session?: boolean } = {},
) {
  return mobileRow(access, matrixId, path, unshownBody, unshownMobileResponse, {
    session: options.session ?? true,
    assumed: UNSHOWN_PAYLOAD,
  });
}
