/**
 * The shape of one row of the contract: every call of spec §7 is one `CallDef`.
 * The same rows are read by the client (to build and validate requests and responses)
 * and by apps/sandbox (to route and validate what it receives and sends).
 */
import type * as z from 'zod/mini';

/** The base services of spec §7; each has its own base URL in configuration. */
export const serviceNames = [
  'mobile', // main mobile API: POST JSON, error_code '0' = success
  'otp', // OTP service used by roaming (otp_send on its own base)
  'login', // login service (reset password, registration)
  'loyalty', // loyalty (VinaPhone Plus) service: envelope + signed hash
  'roaming', // roaming service: requestId + fixed bearer, errorCode '0' = success
  'packagePayment', // package payment (payment_package_reg_v2, secure_code)
  'bankList', // GET banks.jsp
  'config', // config service: GET ads/getBanners with bearer + language headers
  'shortLink', // short-link service (getUrlMapping, click log)
] as const;
export type ServiceName = (typeof serviceNames)[number];

export type HttpMethod = 'GET' | 'POST';

/** A read asks (a query: cached, keyed, prefetched); a write changes something (a mutation). */
export type Access = 'read' | 'write';

export interface CallDef<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Whether the call reads (query) or changes state (mutation, through the portal's useCallMutation). */
  readonly access: Access;
  /** The matrix row this call checks, e.g. 'API-010'. */
  readonly matrixId: string;
  readonly service: ServiceName;
  readonly method: HttpMethod;
  /** Relative to the service base; `{product}` is replaced by the configured product id. */
  readonly path: string;
  /** Body (POST) or query (GET) without the transport-injected fields (session, envelope ...). */
  readonly request: Req;
  readonly response: Res;
  /** Whether the caller injects `session` (from `getSession()`) into the body. */
  readonly session: boolean;
  /** Set when the spec does not show the payload: a one-line reason for the chosen shape. */
  readonly assumed?: string;
  /** Multipart upload instead of JSON (identity photo calls). */
  readonly multipart?: boolean;
  /** API-113: the caller adds request_id, partner_code and the signed token to this body. */
  readonly subscriberUpdateToken?: boolean;
  /**
   * LOY-56: a loyalty row a visitor may call (the programme's introduction, the partner registration and
   * the areas): its envelope names no member and is not signed, and its answer is the same for everyone.
   */
  readonly guest?: boolean;
}

/** Identity helper that keeps the literal types of a group of rows. */
export function defineCalls<const T extends Record<string, CallDef>>(calls: T): T {
  return calls;
}

export type RequestOf<C extends CallDef> = z.input<C['request']>;
export type ResponseOf<C extends CallDef> = z.output<C['response']>;

/** Options shared by the row builders below. */
export interface RowOptions {
  readonly session?: boolean;
  readonly assumed?: string;
  readonly multipart?: boolean;
  readonly subscriberUpdateToken?: boolean;
  readonly guest?: boolean;
}

/** A row as the builders return it: the access and the service keep their literal types. */
export type Row<
  A extends Access,
  S extends ServiceName,
  Req extends z.ZodMiniType,
  Res extends z.ZodMiniType,
> = CallDef<Req, Res> & { readonly access: A; readonly service: S; readonly method: 'POST' };

/** A POST row on one service; `session` defaults to false (the body does not carry it). */
export function postRow<
  A extends Access,
  S extends ServiceName,
  Req extends z.ZodMiniType,
  Res extends z.ZodMiniType,
>(
  access: A,
  service: S,
  matrixId: string,
  path: string,
  request: Req,
  response: Res,
  options: RowOptions = {},
): Row<A, S, Req, Res> {
  // The optional spreads below widen the generic fields, so the literal types are restated.
  return {
    access,
    matrixId,
    service,
    method: 'POST',
    path,
    request,
    response,
    session: options.session ?? false,
    ...(options.assumed === undefined ? {} : { assumed: options.assumed }),
    ...(options.multipart === undefined ? {} : { multipart: options.multipart }),
    ...(options.subscriberUpdateToken === undefined
      ? {}
      : { subscriberUpdateToken: options.subscriberUpdateToken }),
    ...(options.guest === undefined ? {} : { guest: options.guest }),
  } satisfies CallDef<Req, Res> as Row<A, S, Req, Res>;
}

/**
 * API-001, API-004: a main mobile API row, POST `/{name}` with the session injected
 * (when the user has one) unless `session: false`.
 */
export function mobileRow<A extends Access, Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  access: A,
  matrixId: string,
  path: string,
  request: Req,
  response: Res,
  options: RowOptions = {},
) {
  return postRow(access, 'mobile', matrixId, path, request, response, {
    ...options,
    session: options.session ?? true,
  });
}
