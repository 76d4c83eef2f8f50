/** Configuration of the caller: everything environment-specific or side-effecting comes in here. */
import type { MemberTokens } from '@selfcare/domain';
import type { ServiceName } from '../contract/define';
import { defaultServiceBases } from '../contract/services';
import type { SignPurpose, Signer } from '../contract/signing';
import type { ApiError } from './errors';

export type Language = 'vi' | 'en-US';

export interface ApiClientOptions {
  /** Base URL per service, e.g. { mobile: '/api/mobile', ... }; a row's path is appended. */
  readonly baseUrls: Readonly<Record<ServiceName, string>>;
  /** API-006: fills `{product}` in paths and the loyalty partner code WEB_{product}. */
  readonly productId: string;
  /** API-004: the stored session; undefined when signed out. */
  readonly getSession?: () => string | null | undefined;
  /** The signed-in phone number (84 form), used by the loyalty envelope. */
  readonly getMsisdn?: () => string | null | undefined;
  /** The loyalty member token (TokenHoiVien) carried as `token` in the envelope. */
  readonly getLoyaltyToken?: () => string | null | undefined;
  /**
   * Issue 47: member tokens expire. A loyalty call refused for an expired token fetches new ones
   * (getTokenHoiVien), hands them here to be kept where `getLoyaltyToken` reads, and is sent again once.
   */
  readonly onMemberTokens?: (tokens: MemberTokens) => void;
  /** The `domain` of getTokenHoiVien when the client renews the tokens (the page's host name). */
  readonly loyaltyDomain?: () => string;
  /** ERR-02: called on a 401 while signed in; the portal shows the toast and logs out. */
  readonly onUnauthorized?: (error: ApiError) => void;
  /** Signs payment, loyalty and subscriber-update values; defaults to HMAC with `secrets`. */
  readonly signer?: Signer;
  /** Secrets for the default signer, from configuration (never from source). */
  readonly secrets?: Partial<Record<SignPurpose, string>>;
  /** Injected clock for request-time headers, request_time and request ids. */
  readonly now?: () => Date;
  /** Generated request ids (loyalty requestId, roaming requestId); defaults to crypto.randomUUID. */
  readonly newRequestId?: () => string;
  readonly fetch?: typeof fetch;
  readonly language?: () => Language;
  /** API-003: 30000 ms unless configured. */
  readonly timeoutMs?: number;
  /** Fixed bearer values of the loyalty, roaming and config services, from configuration. */
  readonly bearers?: Partial<Record<'loyalty' | 'roaming' | 'config', string>>;
  /** API-185: device info sent as a header by the roaming OTP send (defaults to the user agent). */
  readonly deviceInfo?: () => string;
}

/** API-003, CONST: the spec's 30 s timeout. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** The portal's defaults: every service through the same origin, answered by apps/sandbox. */
export const sandboxBaseUrls: Readonly<Record<ServiceName, string>> = defaultServiceBases;

/** Options with every default filled in. */
export interface ResolvedOptions extends Required<
  Omit<ApiClientOptions, 'onUnauthorized' | 'onMemberTokens' | 'secrets' | 'bearers'>
> {
  readonly onUnauthorized: ((error: ApiError) => void) | undefined;
  readonly onMemberTokens: ((tokens: MemberTokens) => void) | undefined;
  readonly bearers: Partial<Record<'loyalty' | 'roaming' | 'config', string>>;
}
