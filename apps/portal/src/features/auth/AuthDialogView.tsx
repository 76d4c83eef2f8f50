import {
  LoginDialog,
  RegistrationSteps,
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
  return <LoginDialog {...dialogProps} registration={<RegistrationSteps {...registrationProps} />} />;
}
