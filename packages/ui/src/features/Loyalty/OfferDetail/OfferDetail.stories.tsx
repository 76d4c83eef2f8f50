import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleOfferDetail } from '../offerFixtures';
import { OfferDetail } from './OfferDetail';

const meta = {
  title: 'Features/Loyalty/OfferDetail',
  component: OfferDetail,
  args: { offer: sampleOfferDetail, balance: 1250, block: undefined, onRedeem: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof OfferDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LOY-47: the conditions are sanitised (no script, no handler); redeem calls the page. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: /Điều kiện áp dụng|Terms and conditions/ }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Đổi ưu đãi|Redeem/ }));
    await expect(args.onRedeem).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { offer: undefined } };

/** LOY-48: not enough points: the button is disabled and says why. */
export const NotEnoughPoints: Story = {
  args: { balance: 300, block: 'notEnoughPoints' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Đổi ưu đãi|Redeem/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/chưa đủ điểm|not have enough points/);
  },
};

export const SoldOut: Story = { args: { block: 'outOfStock' } };

export const Redeeming: Story = { args: { redeeming: true } };
