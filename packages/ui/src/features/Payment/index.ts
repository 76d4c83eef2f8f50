export { PaymentMethodDialog } from './PaymentMethodDialog';
export type { PaymentChoiceMade, PaymentMethodDialogProps } from './PaymentMethodDialog';
export { BankPicker } from './BankPicker';
export type { BankPickerProps } from './BankPicker';
