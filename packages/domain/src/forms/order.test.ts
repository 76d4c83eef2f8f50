import { describe, expect, it } from 'vitest';
import { composeAddress, missingOrderFields, validateOrderForm, type OrderForm } from './order';

const complete: OrderForm = {
  fullname: 'Nguyễn Văn A',
  contactNo: '0912345678',
  note: 'Giao giờ hành chính',
  provinceId: '1',
  districtId: '2',
  precinctId: '3',
  streetId: '4',
  hamletId: '',
  areaId: '',
  address: 'Số 10',
  billingCycle: 6,
};

describe('order form', () => {
  it('VAL-18 requires every field except street, hamlet and area', () => {
    expect(validateOrderForm(complete)).toEqual({ ok: true, value: complete });
    const blank = { ...complete, fullname: ' ', billingCycle: undefined };
    expect(missingOrderFields(blank)).toEqual(['fullname', 'billingCycle']);
    expect(validateOrderForm(blank)).toEqual({ ok: false, error: 'IDS_TV_CAN_NHAP_THONG_TIN' });
  });

  it('VAL-19 VAL-20 needs at least one of street, hamlet or area', () => {
    const none = { ...complete, streetId: '' };
    expect(validateOrderForm(none)).toEqual({ ok: false, error: 'IDS_CHOOSE_STREET_HAMLET_AREA' });
    expect(validateOrderForm({ ...none, hamletId: '7' }).ok).toBe(true);
    expect(validateOrderForm({ ...none, areaId: '8' }).ok).toBe(true);
  });

  it('VAL-21 composes the address from detail to province, skipping blanks', () => {
    expect(
      composeAddress({
        address: 'Số 10',
        street: 'Láng Hạ',
        hamlet: undefined,
        area: ' ',
        ward: 'Thành Công',
        district: 'Ba Đình',
        province: 'Hà Nội',
      }),
    ).toBe('Số 10, Láng Hạ, Thành Công, Ba Đình, Hà Nội');
  });
});
