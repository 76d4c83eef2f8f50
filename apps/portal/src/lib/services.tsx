import type { Queries } from '@selfcare/api-client/query';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { createPortalApi, type PortalApi } from './api';
import { isLanguage } from './i18n';
import { subscriberOf } from './subscriber';
import { createLoadingStore, type LoadingStore } from './loading';
import { startFromBrowserConnection } from './online';
import { createQueryClient, forgetOtherSubscribers } from './queryClient';

export { coalesceQueryTimers } from './queryClient';
import { createSessionStore, useSessionSnapshot, type SessionSnapshot, type SessionStore } from './session';

/** The side-effecting services of the portal, created once at the edge and read through hooks. */
export interface AppServices {
  session: SessionStore;
  loading: LoadingStore;
  api: PortalApi;
  /** The one query cache: route loaders fill it, components read it. */
  queryClient: QueryClient;
}

export function createAppServices(options: {
  storage: Storage;
  language: () => string;
  fetchImpl?: typeof fetch;
}): AppServices {
  const session = createSessionStore(options.storage);
  const loading = createLoadingStore();
  const api = createPortalApi({
    session,
    loading,
    language: () => {
      const language = options.language();
      return isLanguage(language) ? language : 'vi';
    },
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
  });
  startFromBrowserConnection();
  const queryClient = createQueryClient();
  forgetOtherSubscribers(queryClient, session, () => subscriberOf(session));
  return { session, loading, api, queryClient };
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}

export function useSession(): SessionSnapshot {
  return useSessionSnapshot(useServices().session);
}

export function useApi(): PortalApi {
  return useServices().api;
}

/**
 * The read factories, for a component that renders their data: it re-renders when the signed-in
 * number changes, so the keys it builds always name the current subscriber.
 */
export function usePortalQueries(): Queries {
  useSession();
  return useApi().queries;
}
