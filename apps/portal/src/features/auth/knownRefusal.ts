import type { ApiError } from '@selfcare/api-client';
import { ACCOUNT_EXISTS_CODE, NO_ACCOUNT_CODE, SYSTEM_BUSY_CODE } from '@selfcare/domain';

type RefusalKey = 'auth:messages.accountExists' | 'auth:messages.noAccount' | 'auth:messages.systemBusy';

/** Refusals the portal knows by their code, told in the person's language instead of the server's Vietnamese. */
const knownRefusalKeys: Readonly<Record<string, RefusalKey>> = {
  [ACCOUNT_EXISTS_CODE]: 'auth:messages.accountExists',
  // Issue 47 item 7: told at the reset, once the code is proven (no longer at the code request).
  [NO_ACCOUNT_CODE]: 'auth:messages.noAccount',
  // Issue 47 item 4: the hour's SMS budget is spent.
  [SYSTEM_BUSY_CODE]: 'auth:messages.systemBusy',
};

/** A `t` that reads those texts: from `useTranslation(['auth', …])`. */
type RefusalT = (key: (typeof knownRefusalKeys)[string]) => string;

/** The translated text of a known business refusal, or undefined for anything else. */
export function knownRefusalText(error: ApiError, t: RefusalT): string | undefined {
  const key = error.kind === 'business' ? knownRefusalKeys[error.code] : undefined;
  return key === undefined ? undefined : t(key);
}
