import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@selfcare/ui';
import { useEffect } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { AuthDialogHost } from '../features/auth/AuthDialogHost';
import { startLoadingTicker } from '../lib/loading';
import { FeedbackHost } from './FeedbackHost';
import { Layout } from './Layout';
import { servicesOf } from '../lib/portalContext';
import { ServicesProvider } from '../lib/services';

/**
 * The shell is a lazy chunk of its own: React Router fetches it in parallel with the page's
 * chunk, so keeping the data layer (TanStack Query, api-client) out of the entry costs no extra
 * round trip and keeps the initial JavaScript small. Providers, outside in: services, queries,
 * toasts, feedback (toast + notice), the sign-in dialog; the layout reads them all.
 */
export function Component() {
  const services = useLoaderData<typeof loader>();
  useEffect(() => startLoadingTicker(services.loading), [services]);
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <ToastProvider>
          <FeedbackHost>
            <AuthDialogHost>
              <Layout />
            </AuthDialogHost>
          </FeedbackHost>
        </ToastProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}

/** The services are the same for the whole visit: made once (the router's context), never reloaded. */
export async function loader({ context }: LoaderFunctionArgs) {
  return servicesOf(context);
}

export const shouldRevalidate = () => false;
