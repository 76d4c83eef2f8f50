import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleBanks, samplePackage } from '../../../fixtures/sampleData';
import { PaymentMethodDialog } from './PaymentMethodDialog';

function renderDialog(statusPay = '1') {
  const onConfirm = vi.fn();
  render(
    <PaymentMethodDialog
      open
      onOpenChange={vi.fn()}
      pkg={{ ...samplePackage, statusPay }}
      banks={sampleBanks}
      onConfirm={onConfirm}
      termsHref="/tinh-nang/dieu-khoan-su-dung"
      privacyHref="/tinh-nang/chinh-sach-rieng-tu"
    />,
  );
  return { onConfirm, dialog: within(screen.getByRole('dialog', { name: 'Thanh toán gói cước' })) };
}

describe('PaymentMethodDialog', () => {
  it('VAL-29 PKG-20 offers only the main account when STATUS_PAY is not 1', () => {
    const { dialog } = renderDialog('0');
    expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['mainAccount']);
  });

  it('PKG-16 offers the four methods when STATUS_PAY is 1', () => {
    const { dialog } = renderDialog('1');
    expect(dialog.getAllByRole('radio')).toHaveLength(4);
  });

  it('VAL-27 PKG-18 refuses to continue without a method', async () => {
    const { dialog, onConfirm } = renderDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Tiếp tục' }));
    expect(dialog.getByRole('alert').textContent).not.toBe('');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('VAL-28 PKG-19 the wallet needs the agreement ticked, the main account does not', async () => {
    const { dialog, onConfirm } = renderDialog();
    await userEvent.click(dialog.getByRole('radio', { name: /Ví VNPT Money/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Thanh toán' }));
    expect(dialog.getByRole('alert').textContent).toMatch(/điều khoản/);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: 'Thanh toán' }));
    expect(onConfirm).toHaveBeenCalledWith({ method: 'wallet', bankCode: undefined });

    onConfirm.mockClear();
    await userEvent.click(dialog.getByRole('radio', { name: /Tài khoản chính/ }));
    expect(dialog.queryByRole('checkbox')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Thanh toán' }));
    expect(onConfirm).toHaveBeenCalledWith({ method: 'mainAccount', bankCode: undefined });
  });

  it('DOM-29 PKG-22 a domestic card goes to step 2 with the domestic banks only, then confirms the bank', async () => {
    const { dialog, onConfirm } = renderDialog();
    await userEvent.click(dialog.getByRole('radio', { name: /Thẻ ATM nội địa/ }));
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: 'Tiếp tục' }));
    expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'VCB',
      'BIDV',
      'TCB',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Tiếp tục' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('radio', { name: 'BIDV' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Tiếp tục' }));
    expect(onConfirm).toHaveBeenCalledWith({ method: 'domesticCard', bankCode: 'BIDV' });
  });

  it('DOM-29 back from step 2 keeps the chosen method', async () => {
    const { dialog } = renderDialog();
    await userEvent.click(dialog.getByRole('radio', { name: /Thẻ quốc tế/ }));
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: 'Tiếp tục' }));
    expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'VISA',
      'MASTERCARD',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Quay lại' }));
    expect(dialog.getByRole('radio', { name: /Thẻ quốc tế/ })).toHaveProperty('checked', true);
  });
});
