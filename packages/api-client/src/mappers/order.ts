import type { OrderForm } from '@selfcare/domain';

/** What the order form hands over: the fields, the composed address (VAL-21) and the package ordered. */
export interface OrderInput {
  readonly form: OrderForm;
  readonly composedAddress: string;
  readonly packageCode: string;
}

/**
 * PKG-34, PKG-47, PKG-48 (UNSPEC endpoint): the body of custservice_submit_contract_profile_1800:
 * the §3 order fields with the composed address, the billing cycle and the package ordered.
 */
export function orderRequest({ form, composedAddress, packageCode }: OrderInput) {
  return {
    fullname: form.fullname.trim(),
    contact_no: form.contactNo.trim(),
    note: form.note.trim(),
    province_id: form.provinceId,
    district_id: form.districtId,
    precinct_id: form.precinctId,
    street_id: form.streetId,
    ap_id: form.hamletId,
    khu_id: form.areaId,
    address: composedAddress,
    billing_cycle: form.billingCycle ?? 1,
    package_code: packageCode,
  };
}
