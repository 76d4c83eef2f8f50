/**
 * Every failure kind of a roaming call as a message in the reader's language: the shared rule of
 * lib/apiErrorMessage.ts (business errors show the server's own text, ROAM-067). The page is opened
 * from a link of the app, so a 401 asks to open that link again rather than to sign in.
 */
import type { ApiError } from '@selfcare/api-client';
import { apiErrorMessage, type ErrorsT } from '../../lib/apiErrorMessage';

export function failureMessage(error: ApiError, t: ErrorsT): string {
  return apiErrorMessage(error, t, { unauthorized: t('errors:linkExpired') });
}

/** ROAM-114: roaming errors that show nothing are logged (never console.error: the page is not broken). */
export function logRoamingIssue(context: string, detail: unknown): void {
  console.warn(`[roaming] ${context}`, detail);
}
