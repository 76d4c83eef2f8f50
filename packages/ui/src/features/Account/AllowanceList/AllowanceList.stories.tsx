import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyAllowances, prepaidAllowances, unlimitedAllowances } from '../fixtures';
import { AllowanceList } from './AllowanceList';

const meta = {
  title: 'Features/Account/AllowanceList',
  component: AllowanceList,
  args: { allowances: prepaidAllowances },
  decorators: [(Story) => <div style={{ maxWidth: 960, padding: 16 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'ACC-03, CONST-54: data, minutes and messages left as rings against their totals (each a meter with the amounts as its text), high-speed data first, with expiry days.',
      },
    },
  },
} satisfies Meta<typeof AllowanceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Partly used: each ring is a meter whose value is the percent left and whose text is the amounts. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const meters = within(canvasElement).getAllByRole('meter');
    await expect(meters).toHaveLength(3);
    await expect(meters[0]).toHaveAttribute('aria-valuenow', '67');
    await expect(meters[0]).toHaveAttribute('aria-valuetext', expect.stringMatching(/3[,.]3 GB/));
    await expect(meters[1]).toHaveAttribute('aria-valuenow', '85');
  },
};

/** Nothing left: empty rings at 0%. */
export const Empty: Story = {
  args: { allowances: emptyAllowances },
  play: async ({ canvasElement }) => {
    for (const meter of within(canvasElement).getAllByRole('meter')) {
      await expect(meter).toHaveAttribute('aria-valuenow', '0');
    }
  },
};

/** The VIP's unlimited minutes: a full ring that is no meter (no share to tell), the amount in words. */
export const Unlimited: Story = {
  args: { allowances: unlimitedAllowances },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('meter')).toHaveLength(2);
    await expect(canvas.getByText(/Không giới hạn|Unlimited/)).toBeVisible();
  },
};

/** No bundle at all. */
export const NoAllowances: Story = { args: { allowances: [] } };

/** Loading. */
export const Loading: Story = { args: { allowances: undefined } };
