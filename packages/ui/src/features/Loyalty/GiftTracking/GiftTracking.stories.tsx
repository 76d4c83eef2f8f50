import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GiftTracking } from './GiftTracking';

const meta = {
  title: 'Features/Loyalty/GiftTracking',
  component: GiftTracking,
  args: {
    tracking: {
      step: 'shipping',
      reached: [
        { step: 'preparing', at: '2026-11-23T03:00:00Z' },
        { step: 'shipping', at: '2026-11-24T03:00:00Z' },
      ],
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof GiftTracking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LOY-49: the current step is marked; the step not reached yet says so. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(/Đang giao quà|On its way/).closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(canvas.getByText(/Chưa đến bước này|Not yet/)).toBeVisible();
  },
};

export const Delivered: Story = {
  args: {
    tracking: {
      step: 'delivered',
      reached: [
        { step: 'preparing', at: '2026-11-20T03:00:00Z' },
        { step: 'shipping', at: '2026-11-21T03:00:00Z' },
        { step: 'delivered', at: '2026-11-23T03:00:00Z' },
      ],
    },
  },
};

export const Loading: Story = { args: { tracking: undefined } };
