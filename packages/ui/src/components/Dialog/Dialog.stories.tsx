import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogClose } from './Dialog';
import { findDialog } from '../../fixtures/overlays';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Đăng nhập',
    description: 'Nhập số điện thoại để nhận mã OTP.',
    trigger: <Button>Mở hộp thoại</Button>,
    children: <TextField label="Số điện thoại" />,
  },
  argTypes: { trigger: { control: false }, children: { control: false }, footer: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'A centred modal (Radix Dialog): focus is trapped, the title names it, Escape or the close button closes it. With `dismissable={false}` the user must answer through the footer.',
      },
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mở hộp thoại' }));
    const dialog = await findDialog(canvasElement, 'dialog', 'Đăng nhập');
    await userEvent.click(within(dialog).getByRole('button', { name: /Đóng|Close/ }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mở hộp thoại' }));
    const reopened = await findDialog(canvasElement, 'dialog', 'Đăng nhập');
    await waitFor(() => expect(reopened).toBeVisible());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const NonDismissable: Story = {
  args: {
    defaultOpen: true,
    dismissable: false,
    title: 'Bật chuyển vùng dữ liệu',
    description: 'Nhập mã OTP vừa được gửi tới số 0912 345 xxx.',
    footer: (
      <DialogClose asChild>
        <Button>Xác nhận</Button>
      </DialogClose>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'dialog', 'Bật chuyển vùng dữ liệu');
    await expect(within(dialog).queryByRole('button', { name: /Đóng|Close/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).getByRole('dialog')).toBeInTheDocument();
  },
};

export const WithFooter: Story = {
  args: {
    defaultOpen: true,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Huỷ</Button>
        </DialogClose>
        <Button>Lấy mã OTP</Button>
      </>
    ),
  },
};

export const LongVietnameseTitle: Story = {
  args: {
    defaultOpen: true,
    title: 'Chuẩn hoá thông tin thuê bao theo quy định của Bộ Thông tin và Truyền thông',
  },
};
