import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../lib/queryClient';
import { Layout } from './Layout';
import { RouteError } from './RouteError';

/**
 * The shell is a lazy chunk of its own: React Router fetches it in parallel with the page's
 * chunk, so keeping the data layer (TanStack Query, api-client) out of the entry costs no extra
 * round trip and keeps the initial JavaScript small.
 */
export function Component() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Layout />
    </QueryClientProvider>
  );
}

export const ErrorBoundary = RouteError;
