import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastProvider, useToast } from './ToastProvider';

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
