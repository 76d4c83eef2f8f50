import { QR_STATUS_CHECK, type BillPaymentState } from '@selfcare/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePortalQueries } from '../../lib/services';

/**
 * ACC-46, CONST-03 (QR_STATUS_CHECK): the transfer of a QR bill payment and its state, read at once and
 * then every 10 s up to 180 times while pending (a failed read counts as a check); paid refreshes the bill.
 */
export function useBillTransfer(transactionId: string | undefined, billCode: string | undefined) {
  const { paymentQueries } = usePortalQueries();
  const queryClient = useQueryClient();
  const enabled = transactionId !== undefined;
  const transfer = useQuery({ ...paymentQueries.billTransfer(transactionId ?? ''), enabled });
  const stateQuery = paymentQueries.billPaymentState(transactionId ?? '');
  const state = useQuery({
    ...stateQuery,
    enabled,
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => {
      const checks = query.state.dataUpdateCount + query.state.errorUpdateCount;
      const pending = query.state.data === undefined || query.state.data === 'pending';
      return pending && checks < QR_STATUS_CHECK.maxAttempts ? QR_STATUS_CHECK.intervalMs : false;
    },
  });
  const counts = queryClient.getQueryState(stateQuery.queryKey);
  const checks = (counts?.dataUpdateCount ?? 0) + (counts?.errorUpdateCount ?? 0);
  const settled: BillPaymentState | 'timedOut' =
    state.data === 'paid' || state.data === 'failed'
      ? state.data
      : checks >= QR_STATUS_CHECK.maxAttempts
        ? 'timedOut'
        : 'pending';

  useEffect(() => {
    if (settled === 'paid' && billCode !== undefined)
      void queryClient.invalidateQueries({ queryKey: paymentQueries.billDetail(billCode).queryKey });
  }, [settled, billCode, paymentQueries, queryClient]);

  return { transfer, state: settled };
}
