export { OrderForm } from './OrderForm';
export type { AddressOption, AddressOptions, OrderFormProps, OrderSubmission } from './OrderForm';
