import { isOtherSubscriberKey } from '@selfcare/api-client/query';
import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { apiErrorOf } from './apiErrorMessage';
import { createCoalescedTimeouts } from './coalescedTimeouts';

/** A failed read is tried once more only when the failure may pass (offline, timeout, a busy server). */
export function retriesRead(failureCount: number, thrown: unknown): boolean {
  const kind = apiErrorOf(thrown)?.kind;
  return failureCount < 1 && (kind === 'network' || kind === 'timeout' || kind === 'http');
}

/**
 * Issue 22: the page's TanStack timers on one browser timer (coalescedTimeouts.ts), set once by the portal's start
 * before it makes its query client (app/App.tsx), for the page's life: one provider cannot clear another's timers
 * (TanStack's note). The unit tests keep the browser's own timers: their files share one module graph per worker
 * and swap fake clocks in and out of it, which a timer shared by every test file would have to outlive.
 */
export function coalesceQueryTimers(): void {
  timeoutManager.setTimeoutProvider(createCoalescedTimeouts());
}

/** Query defaults in one place (style.md, bulletproof-react). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: retriesRead, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/**
 * Once the signed-in number changes (sign-in, sign-out, session expiry, another number), every cached
 * answer that belonged to someone else is dropped; answers that are the same for everyone stay.
 * Returns the unsubscribe.
 */
export function forgetOtherSubscribers(
  queryClient: QueryClient,
  session: { subscribe(listener: () => void): () => void },
  subscriber: () => string | null,
): () => void {
  let current = subscriber();
  return session.subscribe(() => {
    const next = subscriber();
    if (next === current) return;
    current = next;
    queryClient.removeQueries({ predicate: (query) => isOtherSubscriberKey(query.queryKey, next) });
  });
}
