import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import type { ConfirmDialogProps } from './ConfirmDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { findDialog } from '../../fixtures/overlays';

function ConfirmDemo(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Nạp tiền</Button>
      <ConfirmDialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => {
          props.onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <ConfirmDemo {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    title: 'Đăng nhập',
    message: 'Vui lòng đăng nhập bằng thuê bao VinaPhone để sử dụng tính năng này',
    confirmLabel: 'Đăng nhập',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Asks to confirm an action (Radix AlertDialog: an outside click never closes it). The confirm button can show `loading` while the owner runs the action.',
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nạp tiền' }));
    const dialog = await findDialog(canvasElement, 'alertdialog', 'Đăng nhập');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

export const Cancelled: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nạp tiền' }));
    const dialog = await findDialog(canvasElement, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Huỷ|Cancel/ }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Destructive: Story = {
  args: {
    open: true,
    tone: 'critical',
    title: 'Huỷ gói cước',
    message: 'Bạn có chắc muốn huỷ gói D15 của thuê bao 0912 345 678?',
    confirmLabel: 'Huỷ gói',
    cancelLabel: 'Giữ lại',
  },
};

export const Loading: Story = { args: { open: true, loading: true } };
