import type { Queries } from '@selfcare/api-client/query';
import { returnedTransactionId } from '@selfcare/domain';

/**
 * The read of a payment return page's loader and component (a page without an id reads nothing). Apart from
 * the page's hook (confirmedPayment.ts): the route table loads with the shell, the hook with the page.
 */
export function confirmationRead(queries: Queries, search: string) {
  const id = returnedTransactionId(new URLSearchParams(search).get('trans_id'));
  return id === undefined ? undefined : queries.paymentQueries.transaction(id);
}
