import { useRef } from 'react';

/**
 * The idempotency key of a payment (request_id): the same while the same payment is sent again (a retry
 * after a lost answer pays once, the sandbox and the operator replay the first answer); a new one for a
 * different payment or once the last one went through.
 */
export function useRequestId(): { idFor: (payment: unknown) => string; settled: () => void } {
  const last = useRef<{ key: string; id: string } | undefined>(undefined);
  return {
    idFor(payment) {
      const key = JSON.stringify(payment);
      if (last.current?.key !== key) last.current = { key, id: crypto.randomUUID() };
      return last.current.id;
    },
    settled() {
      last.current = undefined;
    },
  };
}
