import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCardCodes } from '../fixtures';
import { CardCodePurchase } from './CardCodePurchase';

const meta = {
  title: 'Features/Payments/CardCodePurchase',
  component: CardCodePurchase,
  args: { mainBalance: 125_000, onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 600, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof CardCodePurchase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A value must be chosen; the total follows the value. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const buy = canvas.getByRole('button', { name: /^(Mua mã thẻ|Buy card codes)$/ });
    await userEvent.click(buy);
    await expect(canvas.getByText(/chọn một mệnh giá|choose an amount/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /20[.,]000/ }));
    await expect(canvas.getByText(/(Thành tiền|Total): 20[.,]000/)).toBeVisible();
    await userEvent.click(buy);
    await expect(args.onSubmit).toHaveBeenCalledWith({ value: 20_000, quantity: 1 });
  },
};

/** The codes bought, shown once with their serial, PIN and expiry. */
export const Purchased: Story = {
  args: { purchased: sampleCardCodes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByText('5802914473619')).toBeVisible();
  },
};

/** ERR-40: the main balance is too low (the server's refusal, as its label). */
export const InsufficientBalance: Story = {
  args: { mainBalance: 7_000, error: { refusal: 'insufficientBalance' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/không đủ|too low/);
  },
};
