import type { i18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

/** The i18n instance comes first (main.tsx): the router's first navigation fetches the page's texts into it. */
export function App({ i18n }: { i18n: i18n }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}
