export { CallbackPhoneForm } from './CallbackPhoneForm/CallbackPhoneForm';
export type { CallbackPhoneFormProps } from './CallbackPhoneForm/CallbackPhoneForm';
export { SubscriberInfoUpdate } from './SubscriberInfoUpdate/SubscriberInfoUpdate';
export type {
  SubscriberInfoLinks,
  SubscriberInfoUpdateProps,
} from './SubscriberInfoUpdate/SubscriberInfoUpdate';
