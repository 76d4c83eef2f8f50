import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { rangeOf, sampleDays } from '../fixtures';
import { UsageChart } from './UsageChart';

const meta = {
  title: 'Features/AccountUsage/UsageChart',
  component: UsageChart,
  args: { days: sampleDays(30), measure: 'charge', range: rangeOf(30) },
  parameters: {
    docs: {
      description: {
        component:
          'Issue 17: totals per day as bars (visx), one image named by its summary, with the figures in a table below.',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 900, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof UsageChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty days of charges; the image's name sums them up and the table holds every day. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: /tổng|in all/ })).toBeVisible();
    await userEvent.click(canvas.getByText(/Xem bảng số liệu|Show the figures/));
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(31);
  },
};

/** The longest range the history keeps (CONST-78). */
export const NinetyDays: Story = {
  args: { days: sampleDays(90), range: rangeOf(90) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img')).toBeVisible();
    await expect(canvasElement.querySelectorAll('rect').length).toBeGreaterThan(50);
  },
};

export const OneDay: Story = {
  args: { days: sampleDays(1), range: rangeOf(1), measure: 'dataBytes' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: /MB/ })).toBeVisible();
  },
};

/** No use in the range: the image says so, and so does the frame. */
export const Empty: Story = {
  args: {
    days: sampleDays(30).map((day) => ({ ...day, calls: 0, callSeconds: 0, charge: 0 })),
    measure: 'callSeconds',
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: /không có sử dụng|no usage/ }),
    ).toBeVisible();
  },
};
