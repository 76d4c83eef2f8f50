export { PaymentMethodDialog } from './PaymentMethodDialog/PaymentMethodDialog';
export type { PaymentChoiceMade, PaymentMethodDialogProps } from './PaymentMethodDialog/PaymentMethodDialog';
export { BankPicker } from './BankPicker/BankPicker';
export type { BankPickerProps } from './BankPicker/BankPicker';
