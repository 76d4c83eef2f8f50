import { paymentRefusalOf } from '@selfcare/domain';
import type { PaymentError } from '@selfcare/ui';
import type { CallOutcome } from '../../lib/useCallMutation';

/**
 * ERR-43 … ERR-46, ERR-40: a refusal whose code names a §8 label shows that label in the reader's
 * language; any other failure shows the sentence lib/apiErrorMessage chose (never silent).
 */
export function paymentErrorOf(outcome: Extract<CallOutcome<unknown>, { ok: false }>): PaymentError {
  const refusal = outcome.error.kind === 'business' ? paymentRefusalOf(outcome.error.code) : undefined;
  return refusal === undefined ? { message: outcome.message } : { refusal };
}
