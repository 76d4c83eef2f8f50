/** @selfcare/api-client: the caller, its error model and the mappers (no React). */
export { createApiClient } from './client/createApiClient';
export type { ApiClient, CallInit } from './client/createApiClient';
export { ApiFailure, failure, isApiFailure, success, unwrap } from './client/errors';
export type { ApiError, ApiErrorKind, Result } from './client/errors';
export { DEFAULT_TIMEOUT_MS, sandboxBaseUrls } from './client/options';
export type { ApiClientOptions, Language } from './client/options';
export {
  DEVICE_INFO_HEADER,
  LANGUAGE_HEADER,
  REQUEST_TIME_HEADER,
  vietnamTimestamp,
  wireLanguage,
} from './client/headers';
export { contract, createHmacSigner, hashPassword } from './contract';
export type { CallName, Contract, RequestOf, ResponseOf, ServiceName, SignPurpose, Signer } from './contract';
export * from './mappers';
export { partnerRegistrationRequest } from './mappers/loyaltyPartners';
