/** The portal's providers around a hook or component under test, on a fake operator. */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createAppServices, ServicesProvider, type AppServices } from '../src/lib/services';
import type { Language } from '../src/lib/i18n';
import { createI18n } from '../src/lib/i18nTesting';

export interface TestPortal {
  readonly services: AppServices;
  readonly queryClient: QueryClient;
  readonly wrapper: (props: { children: ReactNode }) => ReactNode;
}

/** Signs in `msisdn` first when given (the storage a real sign-in leaves). */
export function testPortal(
  fetchImpl: typeof fetch,
  options: { language?: Language; msisdn?: string } = {},
): TestPortal {
  const language = options.language ?? 'vi';
  if (options.msisdn) {
    window.localStorage.setItem('mobile', options.msisdn);
    window.localStorage.setItem('session', `session-${options.msisdn}`);
    window.localStorage.setItem('authorized', 'true');
  }
  const services = createAppServices({ storage: window.localStorage, language: () => language, fetchImpl });
  const { queryClient } = services;
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ServicesProvider>
    </I18nextProvider>
  );
  return { services, queryClient, wrapper };
}
