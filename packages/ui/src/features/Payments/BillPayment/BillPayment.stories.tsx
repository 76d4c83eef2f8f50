import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleBill, settledBill } from '../fixtures';
import { BillPayment } from './BillPayment';

const meta = {
  title: 'Features/Payments/BillPayment',
  component: BillPayment,
  args: { detail: sampleBill, onPay: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof BillPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ACC-45: the amount due and the months; paid through the gateway, then by QR. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/155[.,]000/).length).toBeGreaterThan(0);
    await expect(canvas.getByText(/^(Chưa thanh toán|Unpaid)$/)).toBeVisible();
    const pay = canvas.getByRole('button', { name: /(Thanh toán|Pay) 155[.,]000/ });
    await userEvent.click(pay);
    await expect(args.onPay).toHaveBeenLastCalledWith('GATEWAY');
    await userEvent.click(canvas.getByRole('radio', { name: /QR/ }));
    await userEvent.click(pay);
    await expect(args.onPay).toHaveBeenLastCalledWith('QR');
  },
};

/** ERR-45: every month paid: nothing to pay, no pay button. */
export const Paid: Story = {
  args: { detail: settledBill },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/đã thanh toán hết|all paid/);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** ERR-45 from the server (paid elsewhere meanwhile), as its label. */
export const AlreadyPaid: Story = {
  args: { error: { refusal: 'invoicePaid' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /đã được thanh toán|already been paid/,
    );
  },
};

export const Loading: Story = {
  args: { detail: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};
