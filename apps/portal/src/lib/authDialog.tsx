import { createContext, useContext } from 'react';

/**
 * Opens the login / registration dialog from anywhere (header, package card, guarded footer links,
 * /dang-nhap, /dang-ky). `onSignedIn` runs after a successful sign-in, so the user continues where
 * they were (PKG: register a package after signing in).
 */
export interface AuthDialog {
  open(options?: { tab?: 'login' | 'register'; onSignedIn?: () => void }): void;
}

const AuthDialogContext = createContext<AuthDialog | null>(null);
export const AuthDialogProvider = AuthDialogContext.Provider;

export function useAuthDialog(): AuthDialog {
  const dialog = useContext(AuthDialogContext);
  if (!dialog) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return dialog;
}
