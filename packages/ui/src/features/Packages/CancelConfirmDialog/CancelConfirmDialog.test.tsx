import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { samplePackage } from '../../../fixtures/sampleData';
import { CancelConfirmDialog } from './CancelConfirmDialog';

describe('CancelConfirmDialog', () => {
  it('DOM-26 PKG-12 shows the package code and the number, and confirms on request', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <CancelConfirmDialog
        open
        onOpenChange={onOpenChange}
        pkg={samplePackage}
        msisdn="84912345678"
        onConfirm={onConfirm}
      />,
    );
    const dialog = within(screen.getByRole('alertdialog'));
    expect(dialog.getByText(/D15.*0912 345 678/)).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Giữ gói' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Huỷ gói' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
