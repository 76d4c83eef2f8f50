import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startLoadingTicker } from '../lib/loading';
import { createQueryClient } from '../lib/queryClient';
import { Layout } from './Layout';
import { RouteError } from './RouteError';
import { createAppServices, ServicesProvider } from './services';

/**
 * The shell is a lazy chunk of its own: React Router fetches it in parallel with the page's
 * chunk, so keeping the data layer (TanStack Query, api-client) out of the entry costs no extra
 * round trip and keeps the initial JavaScript small.
 */
export function Component() {
  const { i18n } = useTranslation();
  const [queryClient] = useState(createQueryClient);
  const [services] = useState(() =>
    createAppServices({ storage: window.localStorage, language: () => i18n.language }),
  );
  useEffect(() => startLoadingTicker(services.loading), [services]);
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={queryClient}>
        <Layout />
      </QueryClientProvider>
    </ServicesProvider>
  );
}

export const ErrorBoundary = RouteError;
