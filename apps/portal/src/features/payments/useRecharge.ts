import { toRechargeOutcome } from '@selfcare/api-client';
import type { RechargeOutcome } from '@selfcare/domain';
import type { PaymentError } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveForPayment } from '../../lib/packages/redirect';
import { checkedHref } from '../../lib/safeNavigation';
import { usePortalQueries, useServices } from '../../lib/services';
import { subscriberOf } from '../../lib/subscriber';
import { useCallMutation } from '../../lib/useCallMutation';
import { paymentErrorOf } from './paymentError';
import { useRequestId } from './useRequestId';

/** A recharge as the pages build it; the request_id is added here. */
interface RechargeBody {
  readonly kind: 'CARD' | 'GATEWAY' | 'CARD_CODE';
  readonly target_msisdn?: string;
  readonly serial?: string;
  readonly pin?: string;
  readonly amount?: number;
  readonly quantity?: number;
}

/**
 * API-079, API-080: the allowance (main balance, other-number top-ups left) and a recharge: a card top-up
 * or card codes come back done (the allowance is read again), a gateway top-up leaves for the gateway as
 * the packages payment does (an address the navigation guard refuses is not followed).
 */
export function useRecharge() {
  const { t } = useTranslation(['errors']);
  const { paymentQueries, accountQueries } = usePortalQueries();
  const { session } = useServices();
  const allowanceQuery = paymentQueries.topUpAllowance();
  // The header's and home's balance (core_customer_get_info) changes too.
  const userInfoKey = accountQueries.userInfo({ msisdn: subscriberOf(session) ?? '' }).queryKey;
  const allowance = useQuery(allowanceQuery);
  const recharge = useCallMutation('mobile_payment_recharge_v2', {
    map: (answer) => toRechargeOutcome(answer.result),
    invalidates: [allowanceQuery.queryKey, userInfoKey],
  });
  const requestId = useRequestId();
  const [error, setError] = useState<PaymentError | undefined>(undefined);

  const send = async (body: RechargeBody): Promise<RechargeOutcome | undefined> => {
    setError(undefined);
    const outcome = await recharge.run({ ...body, request_id: requestId.idFor(body) });
    if (!outcome.ok) {
      setError(paymentErrorOf(outcome));
      return undefined;
    }
    requestId.settled();
    if (outcome.data.kind === 'gateway') {
      const gateway = checkedHref(outcome.data.redirectUrl);
      if (gateway === undefined) setError({ message: t('errors:unsafeLink') });
      else leaveForPayment(gateway);
    }
    return outcome.data;
  };

  return { allowance, send, error, pending: recharge.isPending };
}
