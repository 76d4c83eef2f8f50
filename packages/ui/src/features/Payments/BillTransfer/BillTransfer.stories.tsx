import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleTransfer } from '../fixtures';
import { BillTransfer } from './BillTransfer';

const meta = {
  title: 'Features/Payments/BillTransfer',
  component: BillTransfer,
  args: { transfer: sampleTransfer, state: 'pending', onBack: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 600, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof BillTransfer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ACC-46: the QR and the transfer in words, waiting for the money. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: /QR/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/Đang chờ|Waiting/);
    await userEvent.click(canvas.getByRole('button', { name: /cách thanh toán khác|another way/ }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Paid: Story = {
  args: { state: 'paid' },
  play: async ({ canvasElement }) => {
    // The QR loads after the first screen: waited for, so the baseline is whole.
    await within(canvasElement).findByRole('img', { name: /QR/ });
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/Đã nhận tiền|received/);
  },
};

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('img', { name: /QR/ });
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /không thành công|did not go through/,
    );
  },
};
