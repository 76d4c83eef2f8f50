/**
 * The one place where a failed call becomes the sentence a person reads, in their language
 * (ERR-01, ERR-34, ERR-35): the server's own message for a business failure, a plain sentence from
 * the shared `errors` namespace for everything else. Nothing technical (status text, schema paths)
 * reaches the screen.
 */
import { isApiFailure, type ApiError } from '@selfcare/api-client';
import type { PortalResources } from './i18nResources';

export type ErrorKey = keyof PortalResources['errors'] & string;
/** A `t` that reads the shared errors namespace: from `useTranslation(['packages', 'errors'])`, say. */
export type ErrorsT = (key: `errors:${ErrorKey}`) => string;

/** Texts a caller puts in place of the shared ones, for its own situation. */
export interface FailureTexts {
  /** A business failure without a server message (e.g. `IDS_TV_LOI_OTP` for a refused code). */
  readonly business?: string;
  /** A 401 where there is no sign-in to repeat (the roaming link uses `errors:linkExpired`). */
  readonly unauthorized?: string;
}

export function apiErrorMessage(error: ApiError, t: ErrorsT, texts: FailureTexts = {}): string {
  switch (error.kind) {
    case 'business':
      // ERR-01: without errorMessage the caller's message is the bare code, which says nothing to a person.
      return error.message.trim() !== '' && error.message !== error.code
        ? error.message
        : (texts.business ?? t('errors:generic'));
    case 'unauthorized':
      return texts.unauthorized ?? t('errors:unauthorized');
    case 'network':
      return t('errors:network');
    case 'timeout':
      return t('errors:timeout');
    case 'http':
      // Issue 47 item 6: a refused size (413) says so, not "busy": sending the same again cannot help.
      return error.status === 413 ? t('errors:tooLarge') : t('errors:http');
    case 'contract':
      return t('errors:contract');
    case 'config':
      return t('errors:config');
    case 'aborted':
      return t('errors:generic');
  }
}

/** The ApiError inside a thrown error (TanStack Query throws ApiFailure), if there is one. */
export function apiErrorOf(thrown: unknown): ApiError | undefined {
  return isApiFailure(thrown) ? thrown.error : undefined;
}

/** The message of anything thrown by a query or mutation: its ApiError's, or the generic text. */
export function failureMessage(thrown: unknown, t: ErrorsT, texts?: FailureTexts): string {
  const error = apiErrorOf(thrown);
  return error ? apiErrorMessage(error, t, texts) : t('errors:generic');
}

/** The business failure's raw body, when there is one (orgin_msg of a failed reset, ERR-13). */
export function failureBody(error: ApiError): Record<string, unknown> | undefined {
  return error.kind === 'business' && typeof error.body === 'object' && error.body !== null
    ? (error.body as Record<string, unknown>)
    : undefined;
}
