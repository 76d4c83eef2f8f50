import type { ApiError } from '@selfcare/api-client';
import { ACCOUNT_EXISTS_CODE } from '@selfcare/domain';

/** Refusals the portal knows by their code, told in the person's language instead of the server's Vietnamese. */
const knownRefusalKeys: Readonly<Record<string, 'auth:messages.accountExists'>> = {
  [ACCOUNT_EXISTS_CODE]: 'auth:messages.accountExists',
};

/** A `t` that reads those texts: from `useTranslation(['auth', …])`. */
type RefusalT = (key: (typeof knownRefusalKeys)[string]) => string;

/** The translated text of a known business refusal, or undefined for anything else. */
export function knownRefusalText(error: ApiError, t: RefusalT): string | undefined {
  const key = error.kind === 'business' ? knownRefusalKeys[error.code] : undefined;
  return key === undefined ? undefined : t(key);
}
