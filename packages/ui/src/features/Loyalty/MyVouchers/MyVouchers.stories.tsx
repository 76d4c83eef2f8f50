import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleVouchers } from '../offerFixtures';
import { MyVouchers } from './MyVouchers';

const meta = {
  title: 'Features/Loyalty/MyVouchers',
  component: MyVouchers,
  args: {
    state: 'ready',
    vouchers: sampleVouchers,
    today: '2026-11-25',
    onShowCode: fn(),
    onTrack: fn(),
    onRate: fn(),
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 960, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof MyVouchers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LOY-05, LOY-06: each state marked; a usable one shows its code, a gift is tracked, a used one rated. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/^(Còn hiệu lực|Valid)$/)).toHaveLength(2);
    await expect(canvas.getByText(/^(Đã dùng|Used)$/)).toBeVisible();
    await expect(canvas.getByText(/^(Hết hạn|Expired)$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /(Xem mã|Show code): Giảm 30%|30% off/ }));
    await expect(args.onShowCode).toHaveBeenCalledWith(sampleVouchers[0]);
    await userEvent.click(canvas.getByRole('button', { name: /Theo dõi giao quà|Track delivery/ }));
    await expect(args.onTrack).toHaveBeenCalledWith(sampleVouchers[3]);
    await userEvent.click(canvas.getByRole('button', { name: /Đánh giá|Rate/ }));
    await expect(args.onRate).toHaveBeenCalledWith(sampleVouchers[1]);
  },
};

export const Loading: Story = { args: { state: 'loading' } };

export const Empty: Story = {
  args: { vouchers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Chưa có ưu đãi nào|No offers yet/)).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: 'error' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Thử lại|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
