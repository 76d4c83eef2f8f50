/** The portal's real routes in a memory router, with the services the app would make. */
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { routes as portalRoutes } from '../src/app/routes';
import type { i18n as I18n } from 'i18next';
import type { Language } from '../src/lib/i18n';
import { createI18n } from '../src/lib/i18nTesting';
import { once, portalRouterOptions } from '../src/lib/portalContext';
import { createAppServices, type AppServices } from '../src/lib/services';

/**
 * Without `fetchImpl` the services call the global fetch (a test may stub it); without `i18n`, every
 * text is there from the start (pass `createPortalI18n(...)` to fetch them per route, as the app does).
 */
export function renderRoutes(
  path: string,
  options: { language?: Language; i18n?: I18n; fetchImpl?: typeof fetch; routes?: RouteObject[] } = {},
) {
  const i18n = options.i18n ?? createI18n(options.language ?? 'vi');
  let made: AppServices | undefined;
  const loadServices = once(async () => {
    made = createAppServices({
      storage: window.localStorage,
      language: () => i18n.language,
      ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
    });
    return made;
  });
  const router = createMemoryRouter(options.routes ?? portalRoutes, {
    initialEntries: [path],
    ...portalRouterOptions(loadServices),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, services: loadServices };
}

/**
 * Loads the shell and the sign-in chunks once: the first render compiles them, which on a busy machine
 * alone can take longer than a test's wait. Use as `beforeAll(warmShell, 60_000)`.
 */
export async function warmShell(): Promise<void> {
  await Promise.all([
    import('../src/app/Shell'),
    import('../src/features/auth/LoginRoute'),
    import('../src/features/auth/AuthDialogView'),
  ]);
}
