import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BottomSheet } from '../BottomSheet/BottomSheet';
import { Button } from '../Button/Button';
import { ToastProvider, useToast } from './ToastProvider';
import { findDialog } from '../../fixtures/overlays';

function ToastButtons() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => toast.success('Đăng ký gói cước thành công')}>Báo thành công</Button>
      <Button
        variant="critical"
        onClick={() => toast.error('Phiên làm việc đã hết hạn, Vui lòng đăng nhập lại')}
      >
        Báo lỗi
      </Button>
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastProvider,
  args: { duration: 60000 },
  render: (args) => (
    <ToastProvider {...args}>
      <ToastButtons />
    </ToastProvider>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'One toast region per page: wrap the app in `ToastProvider` and call `useToast().success(message)` or `.error(message)`. Errors are announced assertively, successes politely; hovering pauses the timer.',
      },
    },
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Báo thành công' }));
    const body = within(canvasElement.ownerDocument.body);
    const toast = await body.findByText('Đăng ký gói cước thành công');
    await waitFor(() => expect(toast).toBeVisible());
    // Toasts sit at the bottom edge, clear of the header's buttons.
    const { bottom } = toast.getBoundingClientRect();
    await expect(bottom).toBeGreaterThan(window.innerHeight / 2);
  },
};

function SheetWithToast() {
  const toast = useToast();
  return (
    <BottomSheet
      title="Gói R50 – 7 ngày"
      trigger={<Button>Xem chi tiết</Button>}
      footer={<Button onClick={() => toast.error('Không tạo được giao dịch')}>Đăng ký</Button>}
    >
      <p style={{ margin: 0 }}>5 GB tốc độ cao tại 40 quốc gia.</p>
    </BottomSheet>
  );
}

/** An open bottom sheet owns the bottom edge: a toast then comes from the top, clear of its buttons. */
export const AboveBottomSheet: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <SheetWithToast />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Xem chi tiết' }));
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await findDialog(canvasElement, 'dialog', 'Gói R50 – 7 ngày');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Đăng ký' }));
    const toast = await body.findByText('Không tạo được giao dịch');
    await waitFor(() => expect(toast).toBeVisible());
    const { bottom } = toast.getBoundingClientRect();
    await expect(bottom).toBeLessThan(sheet.getBoundingClientRect().top);
  },
};

export const Error: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Báo lỗi' }));
    const body = within(canvasElement.ownerDocument.body);
    const toast = await body.findByText(/Phiên làm việc đã hết hạn/);
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const Dismissed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Báo thành công' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: /Đóng thông báo|Dismiss notification/ }));
    await waitFor(() => expect(body.queryByText('Đăng ký gói cước thành công')).toBeNull());
  },
};
