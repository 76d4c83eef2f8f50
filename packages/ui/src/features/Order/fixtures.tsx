import { useState } from 'react';
import type { AddressSelection } from '@selfcare/domain';
import type { AddressOptions, OrderFormProps } from './OrderForm/OrderForm';
import { OrderForm } from './OrderForm/OrderForm';

/** Sample address lists of the stories and tests (not exported from the package). */
export const addressLists = {
  province: [
    { id: '1', name: 'Hà Nội' },
    { id: '79', name: 'TP. Hồ Chí Minh' },
  ],
  district: [
    { id: '101', name: 'Quận Ba Đình' },
    { id: '102', name: 'Quận Cầu Giấy' },
  ],
  ward: [
    { id: '1001', name: 'Phường Kim Mã' },
    { id: '1002', name: 'Phường Ngọc Hà' },
  ],
  street: [{ id: '5001', name: 'Phố Kim Mã' }],
  hamlet: [{ id: '6001', name: 'Tổ dân phố 3' }],
  area: [{ id: '7001', name: 'Khu tập thể Kim Mã' }],
} as const;

/** Each level's list appears once its parent is chosen, as the portal loads them. */
export function optionsFor(selection: AddressSelection): AddressOptions {
  return {
    province: addressLists.province,
    ...(selection.province ? { district: addressLists.district } : {}),
    ...(selection.district ? { ward: addressLists.ward } : {}),
    ...(selection.ward
      ? { street: addressLists.street, hamlet: addressLists.hamlet, area: addressLists.area }
      : {}),
  };
}

/** The form with a working cascade: the lists follow the selection. */
export function CascadingOrderForm(props: Omit<OrderFormProps, 'options'>) {
  const [options, setOptions] = useState(() => optionsFor({}));
  return (
    <OrderForm
      {...props}
      options={options}
      onAddressChange={(selection) => {
        setOptions(optionsFor(selection));
        props.onAddressChange?.(selection);
      }}
    />
  );
}
