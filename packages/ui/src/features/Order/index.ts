export { OrderForm } from './OrderForm/OrderForm';
export type { AddressOption, AddressOptions, OrderFormProps, OrderSubmission } from './OrderForm/OrderForm';
