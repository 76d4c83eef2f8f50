import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PointGiftForm } from './PointGiftForm';

const request = { recipient: '0913456789', points: 100 };

const meta = {
  title: 'Features/Loyalty/PointGiftForm',
  component: PointGiftForm,
  args: {
    step: { kind: 'form' },
    giver: { msisdn: '84912345678', points: 1250 },
    onLookup: fn(),
    onConfirm: fn(),
    onSubmitOtp: fn(),
    onResend: fn(),
    onRestart: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof PointGiftForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** VAL-48, VAL-49: a point count not a multiple of 100, then oneself, are refused before any call. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: /Số điện thoại người nhận|Recipient's phone number/ });
    const points = canvas.getByRole('textbox', { name: /Số điểm tặng|Points to give/ });
    const next = canvas.getByRole('button', { name: /Tiếp tục|Continue/ });
    await userEvent.type(phone, '0912345678');
    await userEvent.type(points, '150');
    await userEvent.click(next);
    await expect(canvas.getByText(/phải là bội số của 100|must be a multiple of 100/)).toBeVisible();
    await userEvent.clear(points);
    await userEvent.type(points, '100');
    await userEvent.click(next);
    await expect(canvas.getByText(/khác số của bạn|differ|your own/i)).toBeVisible();
    await userEvent.clear(phone);
    await userEvent.type(phone, '0913456789');
    await userEvent.click(next);
    await expect(args.onLookup).toHaveBeenCalledWith(request);
  },
};

/**
 * The number read back before the code is sent; nothing about the recipient (issue 47 item 7: whether they
 * can receive is told after the code).
 */
export const Confirm: Story = {
  args: { step: { kind: 'confirm', request } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Sau khi bạn nhập mã OTP|After you enter the code/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /0913 456 789/ }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** ERR-51: the recipient's monthly limit, as its label. */
export const GiftLimit: Story = {
  args: { error: 'Bạn đã nhận đủ số lượng quà tặng cho phép.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const Otp: Story = {
  args: { step: { kind: 'otp', request } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('textbox')[0] ?? canvasElement);
    await userEvent.keyboard('123456');
    await userEvent.click(canvas.getByRole('button', { name: /^(Tặng điểm|Give points)$/ }));
    await expect(args.onSubmitOtp).toHaveBeenCalledWith('123456');
  },
};

export const Done: Story = {
  args: { step: { kind: 'done', request, transactionId: 'TD00000007', pointsLeft: 1150 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/TD00000007/)).toBeVisible();
  },
};
