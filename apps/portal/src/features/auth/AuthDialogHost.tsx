import { LoginDialog, RegistrationSteps } from '@selfcare/ui';
import type { ReactNode } from 'react';
import { AuthDialogProvider } from '../../app/authDialog';
import { useAuthController } from './useAuthController';

/** Provides `useAuthDialog()` to the whole portal and renders the one sign-in / registration dialog. */
export function AuthDialogHost({ children }: { children: ReactNode }) {
  const { authDialog, formKey, dialogProps, registrationProps } = useAuthController();
  return (
    <AuthDialogProvider value={authDialog}>
      {children}
      <LoginDialog
        key={formKey}
        {...dialogProps}
        registration={<RegistrationSteps {...registrationProps} />}
      />
    </AuthDialogProvider>
  );
}
