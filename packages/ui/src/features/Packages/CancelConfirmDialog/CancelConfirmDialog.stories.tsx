import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePackage } from '../../../fixtures/sampleData';
import { CancelConfirmDialog } from './CancelConfirmDialog';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/Packages/CancelConfirmDialog',
  component: CancelConfirmDialog,
  args: { open: true, onOpenChange: fn(), onConfirm: fn(), pkg: samplePackage, msisdn: '84912345678' },
  parameters: {
    docs: {
      description: { component: 'Cancelling asks first, showing the package code and the number (PKG-12).' },
    },
  },
} satisfies Meta<typeof CancelConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'alertdialog');
    await expect(within(dialog).getByText(/D15.*0912 345 678/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Huỷ gói|Cancel package)$/ }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Kept: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Giữ gói|Keep it/ }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Cancelling: Story = { args: { cancelling: true } };
