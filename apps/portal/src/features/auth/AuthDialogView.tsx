import {
  LoginDialog,
  RegistrationSteps,
  focusAccountButton,
  type LoginDialogProps,
  type RegistrationStepsProps,
} from '@selfcare/ui';

/** The dialog itself, in its own chunk: the fields, OTP input and steps load when first needed. */
export default function AuthDialogView({
  dialogProps,
  registrationProps,
}: {
  dialogProps: Omit<LoginDialogProps, 'registration'>;
  registrationProps: RegistrationStepsProps;
}) {
  return (
    <LoginDialog
      {...dialogProps}
      registration={<RegistrationSteps {...registrationProps} />}
      onCloseAutoFocus={(event) => {
        // After a sign-in the 'Đăng nhập' button that opened the dialog is gone: focus goes to the
        // account button in its place, not to the page's body. Only a signed-in header has one. (Not a
        // session read here: the dialog closes in the very render that signs in, so this handler is the
        // one of the render before, when the session was not signed in yet.)
        if (focusAccountButton()) event.preventDefault();
      }}
    />
  );
}
