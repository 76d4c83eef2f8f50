import { vietnamDateOf, type LinkedService } from '@selfcare/domain';
import type { DebtHistory } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailure } from '../../lib/LoadFailure';
import { usePortalQueries } from '../../lib/services';

/**
 * ACC-43, API-053: the billing history dialog of one linked account. The read starts when a card's action
 * opens it (never on the page's load); a failed read shows the shared failure with its retry inside the dialog.
 * Today is Vietnam's calendar day, read when the page renders.
 */
export function useDebtHistory() {
  const [shown, setShown] = useState<LinkedService | undefined>(undefined);
  const read = useQuery({
    ...usePortalQueries().linkedServiceQueries.debtHistory(shown?.account ?? ''),
    enabled: shown !== undefined,
  });
  const history = (): DebtHistory => {
    if (read.isError)
      return {
        state: 'failed',
        failure: <LoadFailure error={read.error} onRetry={() => void read.refetch()} />,
      };
    return read.data ? { state: 'loaded', months: read.data } : { state: 'pending' };
  };
  return {
    open: (service: LinkedService) => setShown(service),
    dialog: {
      account: shown,
      onClose: () => setShown(undefined),
      history: history(),
      today: vietnamDateOf(new Date()),
    },
  };
}
