/**
 * Every failure kind of a roaming call as a message in the reader's language: the shared rule of
 * lib/apiFailure.ts with the roaming namespace's `errors.*` texts (business errors show the server's
 * own text, ROAM-067).
 */
export { apiFailureMessage as failureMessage } from '../../lib/apiFailure';

/** ROAM-114: roaming errors that show nothing are logged (never console.error: the page is not broken). */
export function logRoamingIssue(context: string, detail: unknown): void {
  console.warn(`[roaming] ${context}`, detail);
}
