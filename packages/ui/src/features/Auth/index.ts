export { LoginDialog } from './LoginDialog/LoginDialog';
export type { AuthTab, LoginDialogProps } from './LoginDialog/LoginDialog';
export { LoginSteps } from './LoginDialog/LoginSteps';
export type { LoginStepsProps, ResetInput } from './LoginDialog/LoginSteps';
export { RegistrationSteps } from './RegistrationSteps/RegistrationSteps';
export type { RegisterInput, RegistrationStepsProps } from './RegistrationSteps/RegistrationSteps';
