/**
 * Issue 47, item 5: the gateway's return pages (packages: /vnptpay-ctt/return; top-ups and bills:
 * /tinh-nang/thanh-toan/ket-qua) take only the transaction id from their address and ask the server what
 * became of it; the status and amount they show are the server's, never the address's. Both pages sit behind
 * the signed-in guard: the server answers only for the caller's own payments.
 */
import { paymentReturnView, type PaymentKind, type PaymentReturnView } from '@selfcare/domain';
import { useQuery } from '@tanstack/react-query';
import { apiErrorOf } from './apiErrorMessage';
import { confirmationRead } from './confirmationRead';
import { usePortalQueries } from './services';

/** What a return page shows: checking, a failed read (with its retry), or the server's view. */
export type PaymentConfirmation =
  | { readonly state: 'checking' }
  | { readonly state: 'failure'; readonly error: unknown; readonly retry: () => void }
  | (PaymentReturnView & { readonly refresh: () => void });

export function useConfirmedPayment(search: string, kinds: readonly PaymentKind[]): PaymentConfirmation {
  const queries = usePortalQueries();
  const read = confirmationRead(queries, search);
  const answer = useQuery({
    ...(read ?? queries.paymentQueries.transaction('')),
    enabled: read !== undefined,
    // A payment still pending when cached may have been decided since.
    staleTime: 0,
  });
  if (read === undefined) return { state: 'unconfirmed', refresh: () => undefined };
  if (answer.isPending) return { state: 'checking' };
  const refresh = () => void answer.refetch();
  if (answer.isError) {
    // The server's refusal (unknown, or another subscriber's) means nothing can be confirmed.
    return apiErrorOf(answer.error)?.kind === 'business'
      ? { state: 'unconfirmed', refresh }
      : { state: 'failure', error: answer.error, retry: refresh };
  }
  return { ...paymentReturnView(answer.data, kinds), refresh };
}
