import type { ApiError } from '@selfcare/api-client';
import type { TFunction } from 'i18next';

/**
 * The text a person reads for a failed call, in their language (ERR-01, ERR-34, ERR-35): the
 * server's own message for a business failure (else `fallback`), a plain sentence for transport
 * failures. Nothing technical (status text, schema paths) reaches the screen.
 */
export function apiErrorMessage(error: ApiError, t: TFunction, fallback: string): string {
  switch (error.kind) {
    case 'business':
      return error.message.trim() !== '' && error.message !== error.code ? error.message : fallback;
    case 'unauthorized':
      return t('auth:messages.sessionExpired');
    case 'network':
    case 'aborted':
      return t('auth:errors.network');
    case 'timeout':
      return t('auth:errors.timeout');
    case 'http':
      return t('auth:errors.server');
    case 'contract':
      return t('auth:errors.contract');
    case 'config':
      return t('auth:errors.config');
  }
}

/** The business failure's raw body, when there is one (orgin_msg of a failed reset, ERR-13). */
export function failureBody(error: ApiError): Record<string, unknown> | undefined {
  return error.kind === 'business' && typeof error.body === 'object' && error.body !== null
    ? (error.body as Record<string, unknown>)
    : undefined;
}
