import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleBenefits } from '../fixtures';
import { TierBenefits } from './TierBenefits';

const meta = {
  title: 'Features/Loyalty/TierBenefits',
  component: TierBenefits,
  args: { benefits: sampleBenefits, currentTier: 2, progress: { tier: 3, pointsNeeded: 200 } },
  decorators: [(Story) => <div style={{ maxWidth: 1200, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof TierBenefits>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LOY-04: all five tiers side by side, the member's own marked, with the points still needed. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    await expect(canvas.getByText(/Còn 200 điểm|200 more points/)).toBeVisible();
  },
};

/** LOY-01: the member page shows the current tier and the next. */
export const CurrentAndNext: Story = {
  args: { tiers: [2, 3] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  },
};

/** The top tier has no next tier. */
export const TopTier: Story = {
  args: { currentTier: 5, progress: undefined, tiers: [5] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/hạng cao nhất|top tier/)).toBeVisible();
  },
};
