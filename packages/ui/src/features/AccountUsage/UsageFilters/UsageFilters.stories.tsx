import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rangeOf, sampleToday } from '../fixtures';
import { UsageFilters } from './UsageFilters';

const meta = {
  title: 'Features/AccountUsage/UsageFilters',
  component: UsageFilters,
  args: { kind: 'all', range: rangeOf(30), today: sampleToday, onApply: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 900, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof UsageFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid range is applied; the type, start and end go together. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText(/Từ ngày|From/);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: /^(Xem|Show)$/ }));
    await expect(args.onApply).toHaveBeenCalledWith('all', { from: '2026-11-01', to: sampleToday });
  },
};

/** CONST-78: an end before the start is explained on the end field and nothing is applied. */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const to = canvas.getByLabelText(/Đến ngày|To/);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-10-01');
    await userEvent.click(canvas.getByRole('button', { name: /^(Xem|Show)$/ }));
    await expect(canvas.getByText(/phải sau ngày bắt đầu|must be after/)).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** CONST-78: a start older than 90 days is explained on the start field. */
export const TooOld: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A month long, so only its age is wrong (a longer range is refused for its length first).
    const from = canvas.getByLabelText(/Từ ngày|From/);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-06-01');
    const to = canvas.getByLabelText(/Đến ngày|To/);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-06-30');
    await userEvent.click(canvas.getByRole('button', { name: /^(Xem|Show)$/ }));
    await expect(canvas.getByText(/chỉ lưu 90 ngày|keeps the last 90 days/)).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
