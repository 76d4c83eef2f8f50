import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleOffers } from '../offerFixtures';
import { OfferList } from './OfferList';

const meta = {
  title: 'Features/Loyalty/OfferList',
  component: OfferList,
  args: { state: 'ready', offers: sampleOffers, onSelect: fn(), onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 1200, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof OfferList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LOY-08: cards with partner, points and last day; a sold-out one is marked; an unsafe image is dropped. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByText(/Hết số lượng|Sold out/)).toBeVisible();
    await expect(canvasElement.querySelector('img[src^="javascript"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Pizza Hut/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(sampleOffers[1]);
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { offers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Không có ưu đãi phù hợp|No offers match/)).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: 'error' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Thử lại|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
