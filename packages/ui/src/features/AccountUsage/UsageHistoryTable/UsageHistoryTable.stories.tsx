import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleBills, sampleTopUps } from '../fixtures';
import { UsageHistoryTable } from './UsageHistoryTable';

const meta = {
  title: 'Features/AccountUsage/UsageHistoryTable',
  component: UsageHistoryTable,
  args: { kind: 'topups', topUps: sampleTopUps },
  decorators: [(Story) => <div style={{ maxWidth: 900, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof UsageHistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** API-068: a prepaid account's top-ups. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText(/^100[.,]000đ$/)).toBeVisible();
  },
};

/** API-067: a postpaid account's bills, each status in words. */
export const Bills: Story = {
  args: { kind: 'bills', bills: sampleBills },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: '10/2026' })).toBeVisible();
    await expect(canvas.getByText(/Chưa thanh toán|Unpaid/)).toBeVisible();
  },
};

export const NoTopUps: Story = {
  args: { kind: 'topups', topUps: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};
