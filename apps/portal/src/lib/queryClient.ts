import { QueryClient } from '@tanstack/react-query';

/** Query defaults in one place (style.md, bulletproof-react). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
