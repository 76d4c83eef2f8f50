import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Tabs } from '../../../components/Tabs/Tabs';
import type { LoginStepsProps } from './LoginSteps';
import { firstField } from '../private/useFocusFirstField';
import { LoginSteps } from './LoginSteps';

export type AuthTab = 'signIn' | 'register';

export interface LoginDialogProps extends LoginStepsProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** AUTH-01: the sign-in and register tabs. */
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  /** The register tab's content, usually <RegistrationSteps> wired by the owner. */
  registration: ReactNode;
  /**
   * Where focus goes when the dialog closes (call preventDefault to choose); after a sign-in the
   * button that opened it may be gone, so the owner points focus at the account button.
   */
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
}

/** The dialog opens on the first field of its step (the phone number), not on 'Close'. */
function focusFirstFieldOnOpen(event: Event) {
  const field = event.currentTarget instanceof HTMLElement ? firstField(event.currentTarget) : null;
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/**
 * AUTH-01 … AUTH-20: the sign-in / registration dialog. Steps and calls belong to the owner
 * (the portal steps the domain reducers); this component keeps what the person typed.
 */
export function LoginDialog({
  open,
  onOpenChange,
  tab,
  onTabChange,
  registration,
  onCloseAutoFocus,
  ...steps
}: LoginDialogProps) {
  const { t } = useTranslation('ui');
  const title =
    tab === 'register'
      ? t('auth.dialog.registerTitle')
      : steps.step >= 3
        ? t('auth.dialog.forgotTitle')
        : t('auth.dialog.signInTitle');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      onOpenAutoFocus={focusFirstFieldOnOpen}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <Tabs
        label={t('auth.dialog.tabsLabel')}
        value={tab}
        onValueChange={(value) => onTabChange(value === 'register' ? 'register' : 'signIn')}
        items={[
          { value: 'signIn', label: t('auth.dialog.signInTab'), content: <LoginSteps {...steps} /> },
          { value: 'register', label: t('auth.dialog.registerTab'), content: registration },
        ]}
      />
    </Dialog>
  );
}
