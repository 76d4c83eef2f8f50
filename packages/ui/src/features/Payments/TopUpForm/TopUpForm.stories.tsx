import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleAllowance } from '../fixtures';
import { TopUpForm } from './TopUpForm';

const meta = {
  title: 'Features/Payments/TopUpForm',
  component: TopUpForm,
  args: { ownMsisdn: '84912345678', allowance: sampleAllowance, onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 600, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof TopUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ACC-44: by scratch card; an empty and a malformed card are refused before anything is sent. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: /^(Nạp thẻ|Top up with the card)$/ });
    await userEvent.click(submit);
    await expect(canvas.getAllByText(/Trường bắt buộc|required/i)).toHaveLength(2);
    await userEvent.type(canvas.getByRole('textbox', { name: /Số serial|Serial number/ }), 'SC1');
    await userEvent.type(canvas.getByRole('textbox', { name: /Mã thẻ|Card PIN/ }), '1234');
    await userEvent.click(submit);
    await expect(canvas.getByText(/8 đến 16|8 to 16/)).toBeVisible();
    // The error, not the field's hint (both name the 12 to 15 digits).
    await expect(canvas.getByText(/^(Mã thẻ gồm 12|The card PIN has 12)/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: /Số serial|Serial number/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Số serial|Serial number/ }), 'SC00000001');
    await userEvent.clear(canvas.getByRole('textbox', { name: /Mã thẻ|Card PIN/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Mã thẻ|Card PIN/ }), '1234 5678 90123');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'card',
      targetMsisdn: '84912345678',
      serial: 'SC00000001',
      pin: '1234567890123',
    });
  },
};

/** ERR-43: the server refused the card; its label shows and what was typed stays. */
export const CardUsed: Story = {
  args: { error: { refusal: 'cardUsed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/đã được sử dụng|already been used/);
  },
};

/** ERR-44, VAL-60: another number, the daily limit reached (the server's label). */
export const OtherNumberLimit: Story = {
  args: { allowance: { mainBalance: 125_000, otherTopUpsLeft: 0 }, error: { refusal: 'topUpLimit' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^(Số khác|Another number)$/ }));
    await expect(
      canvas.getByRole('textbox', { name: /Số điện thoại được nạp|Phone number to top up/ }),
    ).toBeVisible();
    await expect(canvas.getByText(/còn 0 lần|0 more times/)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(/hạn mức|limit/);
  },
};

/** Through the payment gateway: an offered amount, for another number. */
export const ByGateway: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^(Số khác|Another number)$/ }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Số điện thoại được nạp|Phone number to top up/ }),
      '0913456789',
    );
    await userEvent.click(canvas.getByRole('radio', { name: /Thanh toán trực tuyến|Pay online/ }));
    const pay = canvas.getByRole('button', { name: /^(Thanh toán|Pay)$/ });
    await userEvent.click(pay);
    await expect(canvas.getByText(/chọn một mệnh giá|choose an amount/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /50[.,]000/ }));
    await userEvent.click(pay);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'gateway',
      targetMsisdn: '84913456789',
      amount: 50_000,
    });
  },
};

/** A card top-up that went through. */
export const Credited: Story = {
  args: { credited: { amount: 50_000, targetMsisdn: '84912345678' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/0912 345 678/);
  },
};
