import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CascadingOrderForm } from '../fixtures';

/** Radix Select by keyboard: focus the trigger, open it, pick the option by its name. */
async function choose(label: string | RegExp, option: string) {
  const trigger = screen.getByRole('combobox', { name: label });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fill(label: string, text: string) {
  await userEvent.click(screen.getByRole('textbox', { name: label }));
  await userEvent.paste(text);
}

function renderForm() {
  const onSubmit = vi.fn();
  const onAddressChange = vi.fn();
  render(
    <CascadingOrderForm packageName="Home Net 1" onSubmit={onSubmit} onAddressChange={onAddressChange} />,
  );
  return { onSubmit, onAddressChange };
}

describe('OrderForm', () => {
  it('VAL-18 VAL-20 an empty submit names the missing fields and sends nothing', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Gửi đăng ký' }));
    expect(screen.getByRole('alert').textContent).toBe('Cần nhập đầy đủ thông tin');
    expect(screen.getAllByText('Trường bắt buộc không được để trống').length).toBeGreaterThanOrEqual(5);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('PKG-35 PKG-36 offers 1, 6 and 12 months with the app bonus months', () => {
    renderForm();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '1 tháng',
      '6 tháng (tặng 1 tháng)',
      '12 tháng (tặng 3 tháng)',
    ]);
  });

  it('DOM-27 DOM-28 VAL-19 VAL-21 cascades the address, clears children on a parent change, and sends the composed address', async () => {
    const { onSubmit, onAddressChange } = renderForm();
    expect(screen.getByRole('combobox', { name: 'Quận/Huyện' })).toHaveProperty('disabled', true);
    await fill('Họ và tên', 'Nguyễn Văn An');
    await fill('Số điện thoại liên hệ', '0912345678');
    await fill('Ghi chú', 'Gọi trước khi đến');
    await fill('Số nhà, ngõ/ngách', 'Số 12');
    await userEvent.click(screen.getByRole('radio', { name: /^6 tháng/ }));
    await choose('Tỉnh/Thành phố', 'Hà Nội');
    await choose('Quận/Huyện', 'Quận Ba Đình');
    await choose('Phường/Xã', 'Phường Kim Mã');

    // VAL-19: street, hamlet or area is still missing.
    await userEvent.click(screen.getByRole('button', { name: 'Gửi đăng ký' }));
    expect(screen.getByRole('alert').textContent).toBe('Vui lòng chọn đường, thôn/ấp hoặc khu vực');
    expect(onSubmit).not.toHaveBeenCalled();

    await choose(/^Thôn\/Ấp/, 'Tổ dân phố 3');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi đăng ký' }));
    expect(onSubmit).toHaveBeenCalledWith({
      form: expect.objectContaining({
        fullname: 'Nguyễn Văn An',
        billingCycle: 6,
        provinceId: '1',
        districtId: '101',
        precinctId: '1001',
        hamletId: '6001',
      }),
      composedAddress: 'Số 12, Tổ dân phố 3, Phường Kim Mã, Quận Ba Đình, Hà Nội',
    });

    // DOM-28: another province clears the district, the ward and the hamlet.
    await choose('Tỉnh/Thành phố', 'TP. Hồ Chí Minh');
    expect(onAddressChange).toHaveBeenLastCalledWith({ province: '79' });
    expect(
      within(screen.getByRole('combobox', { name: 'Quận/Huyện' })).queryByText('Quận Ba Đình'),
    ).toBeNull();
    expect(screen.getByRole('combobox', { name: /^Thôn\/Ấp/ })).toHaveProperty('disabled', true);
  }, 30_000);
});
