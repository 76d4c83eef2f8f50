import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleDistricts, sampleProvinces, sampleStores, sampleWards } from '../fixtures';
import { SimDeliveryForm } from './SimDeliveryForm';

/** Radix Select by keyboard: focus the trigger, open it, pick the option by its name. */
async function choose(label: RegExp, option: string) {
  const trigger = screen.getByRole('combobox', { name: label });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const options = {
  provinces: sampleProvinces,
  districts: sampleDistricts,
  wards: sampleWards,
  stores: sampleStores,
};

describe('SimDeliveryForm', () => {
  it('ACC-35 a new province empties the district and ward chosen under the old one', async () => {
    const onSelectionChange = vi.fn();
    const onSubmit = vi.fn();
    render(<SimDeliveryForm options={options} onSelectionChange={onSelectionChange} onSubmit={onSubmit} />);
    await choose(/^Tỉnh\/Thành phố/, 'Hà Nội');
    await choose(/^Quận\/Huyện/, 'Quận Hoàn Kiếm');
    await choose(/^Phường\/Xã/, 'Phường Hàng Bạc');
    await choose(/^Tỉnh\/Thành phố/, 'TP. Hồ Chí Minh');
    expect(onSelectionChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ provinceId: '2', districtId: '', wardId: '' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Đặt mua SIM' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: /^Quận\/Huyện/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('ACC-35 store pickup sends the province and the store only', async () => {
    const onSubmit = vi.fn();
    render(<SimDeliveryForm options={options} onSelectionChange={vi.fn()} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Nhận tại cửa hàng' }));
    await choose(/^Tỉnh\/Thành phố/, 'Hà Nội');
    await choose(/^Cửa hàng/, sampleStores[0]?.address ?? '');
    await userEvent.click(screen.getByRole('button', { name: 'Đặt mua SIM' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'store', provinceId: '1', storeAddress: sampleStores[0]?.address }),
    );
  });
});
