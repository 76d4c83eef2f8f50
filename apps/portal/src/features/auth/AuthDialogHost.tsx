import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { AuthDialogProvider } from '../../lib/authDialog';
import { useAuthController } from './useAuthController';

const loadView = () => import('./AuthDialogView');
const AuthDialogView = lazy(loadView);

/**
 * Provides `useAuthDialog()` to the whole portal and renders the one sign-in / registration dialog.
 * The dialog's code is not part of the first visit: it is fetched when the browser is idle (or on
 * first open, whichever comes first) and stays mounted once opened.
 */
export function AuthDialogHost({ children }: { children: ReactNode }) {
  const { authDialog, formKey, dialogProps, registrationProps } = useAuthController();
  const [opened, setOpened] = useState(false);
  if (dialogProps.open && !opened) setOpened(true);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    // Offline, the early fetch fails; that is no error of the page: the dialog fetches again when opened.
    idle(() => void loadView().catch(() => undefined));
  }, []);
  return (
    <AuthDialogProvider value={authDialog}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <AuthDialogView key={formKey} dialogProps={dialogProps} registrationProps={registrationProps} />
        </Suspense>
      )}
    </AuthDialogProvider>
  );
}
