import type { ApiError } from '@selfcare/api-client';
import { loyaltyLimitOf } from '@selfcare/domain';
import { useTranslation } from 'react-i18next';

/** The sentence of a loyalty refusal: its code, and the message to show when it is no limit. */
export type LoyaltyRefusalText = (code: string | undefined, message: string) => string;

/** A failed call's code, when the operator refused it (a business failure). */
export const refusalCodeOf = (error: ApiError | undefined): string | undefined =>
  error?.kind === 'business' ? error.code : undefined;

/**
 * ERR-51, ERR-52, LOY-53: a loyalty limit's code (domain `loyaltyLimitOf`) reads as its §8 label in the
 * reader's language, wherever it comes from (a refused call, the eligibility check's reason); any other
 * refusal keeps the server's message (§8, call failure).
 */
export function useLoyaltyRefusal(): LoyaltyRefusalText {
  const { t } = useTranslation(['loyalty']);
  return (code, message) => {
    const limit = loyaltyLimitOf(code);
    return limit === undefined ? message : t(`offers.limits.${limit}`);
  };
}
