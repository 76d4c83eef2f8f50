import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { samplePackage } from '../../../fixtures/sampleData';
import { OtpConfirmDialog } from './OtpConfirmDialog';

describe('OtpConfirmDialog', () => {
  it('VAL-23 PKG-14 keeps confirm disabled until the code is typed, then sends it', async () => {
    const onConfirm = vi.fn();
    render(
      <OtpConfirmDialog
        open
        onOpenChange={vi.fn()}
        pkg={samplePackage}
        msisdn="84912345678"
        onConfirm={onConfirm}
      />,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Xác nhận đăng ký' }));
    expect(dialog.getByText(/0912 345 678/)).toBeTruthy();
    const confirm = dialog.getByRole('button', { name: 'Xác nhận' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.click(dialog.getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.keyboard('123456');
    expect(confirm).toHaveProperty('disabled', false);
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('123456');
  });

  it('ERR-01 shows an error and keeps the typed code', async () => {
    const { rerender } = render(
      <OtpConfirmDialog
        open
        onOpenChange={vi.fn()}
        pkg={samplePackage}
        msisdn="84912345678"
        onConfirm={vi.fn()}
      />,
    );
    await userEvent.click(screen.getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.keyboard('654321');
    rerender(
      <OtpConfirmDialog
        open
        onOpenChange={vi.fn()}
        pkg={samplePackage}
        msisdn="84912345678"
        onConfirm={vi.fn()}
        error="Mã OTP không đúng"
      />,
    );
    expect(screen.getByText('Mã OTP không đúng')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Xác nhận' })).toHaveProperty('disabled', false);
  });
});
