import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import type { NoticeDialogProps } from './NoticeDialog';
import { NoticeDialog } from './NoticeDialog';
import { findDialog } from '../../fixtures/overlays';

function NoticeDemo(props: NoticeDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Gửi</Button>
      <NoticeDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Components/NoticeDialog',
  component: NoticeDialog,
  render: (args) => <NoticeDemo {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    message: 'Yêu cầu của quý khách đã được ghi nhận. Chúng tôi sẽ liên hệ lại trong 24 giờ.',
  },
  parameters: {
    docs: {
      description: {
        component:
          "The popup titled 'Thông báo' / 'Notice' (AUTH-11, ROAM-095, ERR-24) that shows a message, usually the server's own text.",
      },
    },
  },
} satisfies Meta<typeof NoticeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Gửi' }));
    const dialog = await findDialog(canvasElement, 'alertdialog', /Thông báo|Notice/);
    await expect(dialog).toHaveTextContent('Yêu cầu của quý khách đã được ghi nhận');
    await userEvent.click(within(dialog).getByRole('button', { name: /Đóng|Close/ }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

export const ServerError: Story = { args: { open: true, message: 'Có lỗi xảy ra khi gọi API.' } };

const onRetry = fn();
export const WithActions: Story = {
  args: {
    open: true,
    dismissable: false,
    message: 'Mã OTP không đúng. Quý khách còn 2 lần thử.',
    actions: <Button onClick={onRetry}>Nhập lại</Button>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nhập lại' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};
