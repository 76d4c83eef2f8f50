import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createCoreI18n, readStoredLanguage } from '../lib/i18nCore';
import { routes } from './routes';

export function App() {
  const [i18n] = useState(() => createCoreI18n(readStoredLanguage(window.localStorage)));
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}
