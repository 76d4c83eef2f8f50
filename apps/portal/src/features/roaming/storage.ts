/** The roaming page's browser storage: the stored transaction result and the guide's do-not-show flag. */
import type { TransactionStatus } from '@selfcare/domain';
import { sessionKeys } from '../../lib/storage';

/** ROAM-108, ROAM-109: the last status record, read by the result page. */
export function storeTransactionResult(storage: Storage, status: TransactionStatus): void {
  storage.setItem(sessionKeys.roamingTransaction, JSON.stringify(status));
}

function isStatus(value: unknown): value is TransactionStatus {
  const record = value as Partial<TransactionStatus> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.transactionId === 'string' &&
    typeof record.status === 'number'
  );
}

/** ROAM-118: the stored record, or undefined when absent or unreadable (ROAM-119). */
export function readTransactionResult(storage: Storage): TransactionStatus | undefined {
  const text = storage.getItem(sessionKeys.roamingTransaction);
  if (text === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isStatus(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
