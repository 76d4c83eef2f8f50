import type { ApiError } from '@selfcare/api-client';
import { ACCOUNT_EXISTS_CODE } from '@selfcare/domain';
import type { TFunction } from 'i18next';

/** Refusals the portal knows by their code, told in the person's language instead of the server's Vietnamese. */
const knownRefusalKeys: Readonly<Record<string, string>> = {
  [ACCOUNT_EXISTS_CODE]: 'auth:messages.accountExists',
};

/** The translated text of a known business refusal, or undefined for anything else. */
export function knownRefusalText(error: ApiError, t: TFunction): string | undefined {
  const key = error.kind === 'business' ? knownRefusalKeys[error.code] : undefined;
  return key === undefined ? undefined : t(key);
}
