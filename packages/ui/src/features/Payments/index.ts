export { TopUpForm } from './TopUpForm/TopUpForm';
export type { TopUpFormProps } from './TopUpForm/TopUpForm';
export { CardCodePurchase } from './CardCodePurchase/CardCodePurchase';
export type { CardCodePurchaseProps } from './CardCodePurchase/CardCodePurchase';
export { BillPayment } from './BillPayment/BillPayment';
export type { BillPaymentProps, BillPayMethod } from './BillPayment/BillPayment';
export { BillTransfer } from './BillTransfer/BillTransfer';
export type { BillTransferProps } from './BillTransfer/BillTransfer';
export type { PaymentError } from './private/PaymentAlert';
