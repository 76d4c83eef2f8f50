/** Create-order form rules (§3, §5). */
import type { BillingCycle } from '../billing';
import { MessageKey } from '../messages';
import { fail, ok, type Result } from '../result';

/** PKG-34: the order form as the user fills it (ids are the location lists' ids). */
export interface OrderForm {
  readonly fullname: string;
  readonly contactNo: string;
  readonly note: string;
  readonly provinceId: string;
  readonly districtId: string;
  readonly precinctId: string;
  readonly streetId: string;
  readonly hamletId: string;
  readonly areaId: string;
  readonly address: string;
  readonly billingCycle: BillingCycle | undefined;
}

/** A field of the order form. */
export type OrderField = keyof OrderForm;

/** VAL-18: every field except street, hamlet and area is required (note included, as the spec says). */
export const REQUIRED_ORDER_FIELDS = [
  'fullname',
  'contactNo',
  'note',
  'provinceId',
  'districtId',
  'precinctId',
  'address',
  'billingCycle',
] as const satisfies readonly OrderField[];

const isBlank = (value: string | number | undefined) => value === undefined || String(value).trim() === '';

/** VAL-18: the required fields that are still empty, in form order (for highlighting). */
export function missingOrderFields(form: OrderForm): OrderField[] {
  return REQUIRED_ORDER_FIELDS.filter((field) => isBlank(form[field]));
}

/** VAL-19: at least one of street, hamlet or area is chosen. */
export function hasStreetHamletOrArea(form: OrderForm): boolean {
  return !isBlank(form.streetId) || !isBlank(form.hamletId) || !isBlank(form.areaId);
}

/** The error keys of the order form. */
export type OrderFormError =
  typeof MessageKey.orderInfoRequired | typeof MessageKey.orderChooseStreetHamletArea;

/** VAL-18, VAL-19, VAL-20: the form is valid, or the first message to show. */
export function validateOrderForm(form: OrderForm): Result<OrderForm, OrderFormError> {
  if (missingOrderFields(form).length > 0) return fail(MessageKey.orderInfoRequired);
  if (!hasStreetHamletOrArea(form)) return fail(MessageKey.orderChooseStreetHamletArea);
  return ok(form);
}

/** Display names of the chosen address parts. */
export interface AddressNames {
  readonly address: string;
  readonly street?: string | undefined;
  readonly hamlet?: string | undefined;
  readonly area?: string | undefined;
  readonly ward: string;
  readonly district: string;
  readonly province: string;
}

/** VAL-21: the composed address: detail, street / hamlet / area, ward, district, province; blanks skipped. */
export function composeAddress(names: AddressNames): string {
  return [names.address, names.street, names.hamlet, names.area, names.ward, names.district, names.province]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');
}
