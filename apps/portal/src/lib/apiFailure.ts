/**
 * Every failure kind of an API call as a message in the reader's language (PKG/SRCH slice).
 * The namespace of `t` must hold `errors.{network,timeout,http,contract,unauthorized,generic}`;
 * a business error shows the server's own message (§8).
 */
import { isApiFailure, type ApiError } from '@selfcare/api-client';
import type { TFunction } from 'i18next';

export function apiFailureMessage(error: ApiError, t: TFunction): string {
  switch (error.kind) {
    case 'business':
      return error.message.trim() !== '' ? error.message : t('errors.generic');
    case 'network':
      return t('errors.network');
    case 'timeout':
      return t('errors.timeout');
    case 'http':
      return t('errors.http');
    case 'contract':
      return t('errors.contract');
    case 'unauthorized':
      return t('errors.unauthorized');
    case 'aborted':
    case 'config':
      return t('errors.generic');
  }
}

/** The ApiError inside a thrown query error (TanStack Query throws ApiFailure), if there is one. */
export function apiErrorOf(thrown: unknown): ApiError | undefined {
  return isApiFailure(thrown) ? thrown.error : undefined;
}

/** The message of a failed query: its ApiError's, or the generic text for anything else. */
export function queryFailureMessage(thrown: unknown, t: TFunction): string {
  const error = apiErrorOf(thrown);
  return error ? apiFailureMessage(error, t) : t('errors.generic');
}
