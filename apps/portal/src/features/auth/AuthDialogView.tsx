import {
  LoginDialog,
  RegistrationSteps,
  focusAccountButton,
  type LoginDialogProps,
  type RegistrationStepsProps,
} from '@selfcare/ui';
import { useSession } from '../../lib/services';

/** The dialog itself, in its own chunk: the fields, OTP input and steps load when first needed. */
export default function AuthDialogView({
  dialogProps,
  registrationProps,
}: {
  dialogProps: Omit<LoginDialogProps, 'registration'>;
  registrationProps: RegistrationStepsProps;
}) {
  const signedIn = useSession().state.status === 'signedIn';
  return (
    <LoginDialog
      {...dialogProps}
      registration={<RegistrationSteps {...registrationProps} />}
      onCloseAutoFocus={(event) => {
        // After a sign-in the 'Đăng nhập' button that opened the dialog is gone: focus goes to the
        // account button in its place, not to the page's body.
        if (signedIn && focusAccountButton()) event.preventDefault();
      }}
    />
  );
}
