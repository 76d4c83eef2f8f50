import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoyaltyTeaser } from './LoyaltyTeaser';

const meta = {
  title: 'Features/Home/LoyaltyTeaser',
  component: LoyaltyTeaser,
  args: { href: '/vinaphone-plus' },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof LoyaltyTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/5 hạng|5 member tiers/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /VinaPhone Plus/ })).toHaveAttribute(
      'href',
      '/vinaphone-plus',
    );
  },
};
