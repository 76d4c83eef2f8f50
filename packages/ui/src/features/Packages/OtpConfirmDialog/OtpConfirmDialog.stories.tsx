import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePackage } from '../../../fixtures/sampleData';
import { OtpConfirmDialog } from './OtpConfirmDialog';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/Packages/OtpConfirmDialog',
  component: OtpConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    onResend: fn(),
    pkg: samplePackage,
    msisdn: '84912345678',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Registering a package asks for the one-time code (PKG-11); confirm is disabled while it is empty (VAL-23).',
      },
    },
  },
} satisfies Meta<typeof OtpConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByText(/0912 345 678/)).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: /Xác nhận|Confirm/ });
    await expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getAllByRole('textbox')[0] ?? dialog);
    await userEvent.keyboard('123456');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
  },
};

export const Resend: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /Gửi lại mã|Resend code/ }));
    await expect(args.onResend).toHaveBeenCalled();
  },
};

export const WrongCode: Story = { args: { error: 'Mã OTP không đúng, vui lòng thử lại' } };

export const Confirming: Story = { args: { confirming: true } };
