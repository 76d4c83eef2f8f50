export { EmailUpdateForm } from './EmailUpdateForm/EmailUpdateForm';
export type { EmailUpdateFormProps } from './EmailUpdateForm/EmailUpdateForm';
export { PartnerRegistrationForm } from './PartnerRegistrationForm/PartnerRegistrationForm';
export type {
  PartnerCaptcha,
  PartnerRegistrationFormProps,
} from './PartnerRegistrationForm/PartnerRegistrationForm';
