/** ROAM-063 … ROAM-067: create the transaction (VIETQR, VND, types 10) and request its QR. */
import { useCallback, useState } from 'react';
import type { ApiClient } from '@selfcare/api-client';
import { roamingQrRequest, roamingTransactionRequest, toTransaction } from '@selfcare/api-client';
import type { RoamingPackage, RoamingPage, Transaction } from '@selfcare/domain';
import type { ApiError } from '@selfcare/api-client';

export interface RoamingPayment {
  readonly packageId: string;
  readonly transaction: Transaction | undefined;
  readonly qrText: string | undefined;
  readonly qrState: 'loading' | 'ready' | 'error';
}

export function useRoamingPayment(
  client: ApiClient,
  onCreated: (transactionId: string) => void,
  onFailure: (error: ApiError) => void,
) {
  const [payment, setPayment] = useState<RoamingPayment | undefined>(undefined);

  const requestQr = useCallback(
    async (page: RoamingPage, packageId: string, transaction: Transaction) => {
      setPayment({ packageId, transaction, qrText: undefined, qrState: 'loading' });
      const qr = await client.call('getQR', roamingQrRequest(transaction.id, page.session, page.msisdn)); // DOM-44
      if (qr.ok) setPayment({ packageId, transaction, qrText: qr.data.result, qrState: 'ready' });
      else {
        setPayment({ packageId, transaction, qrText: undefined, qrState: 'error' });
        onFailure(qr.error);
      }
    },
    [client, onFailure],
  );

  const create = useCallback(
    async (page: RoamingPage, pkg: RoamingPackage) => {
      setPayment({ packageId: pkg.id, transaction: undefined, qrText: undefined, qrState: 'loading' });
      const created = await client.call('createTransaction', {
        ...roamingTransactionRequest(pkg, page.session, page.msisdn),
      }); // DOM-43
      if (!created.ok) {
        setPayment({ packageId: pkg.id, transaction: undefined, qrText: undefined, qrState: 'error' });
        onFailure(created.error);
        return;
      }
      const transaction = toTransaction(created.data.result);
      onCreated(transaction.id);
      await requestQr(page, pkg.id, transaction);
    },
    [client, onCreated, onFailure, requestQr],
  );

  /** Retries what failed: the QR of an existing transaction, or the whole creation. */
  const retry = useCallback(
    (page: RoamingPage, pkg: RoamingPackage) =>
      payment?.transaction && payment.packageId === pkg.id
        ? requestQr(page, pkg.id, payment.transaction)
        : create(page, pkg),
    [payment, requestQr, create],
  );

  return { payment, create, retry, reset: () => setPayment(undefined) };
}
