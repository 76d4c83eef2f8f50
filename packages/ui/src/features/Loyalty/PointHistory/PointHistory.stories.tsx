import { DEFAULT_POINT_HISTORY_FILTER, pageOf } from '@selfcare/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleHistory } from '../fixtures';
import { PointHistory } from './PointHistory';

const onePage = pageOf(sampleHistory(4), 1);
const manyPages = pageOf(sampleHistory(27), 2);

const meta = {
  title: 'Features/Loyalty/PointHistory',
  component: PointHistory,
  args: {
    state: 'ready',
    entries: onePage.items,
    page: 1,
    pageCount: 1,
    filter: DEFAULT_POINT_HISTORY_FILTER,
    onFilterChange: fn(),
    onPageChange: fn(),
    onSelect: fn(),
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 900, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof PointHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One page: earned and spent lines, each with its details button. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getAllByRole('button', { name: /Chi tiết|Details/ })[0] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalled();
  },
};

/** Page 2 of 3: previous and next. */
export const ManyPages: Story = {
  args: { entries: manyPages.items, page: manyPages.page, pageCount: manyPages.pageCount },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Trang 2\/3|Page 2 of 3/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Trang sau|Next page/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Chưa có giao dịch điểm|No point transactions/),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: 'error', entries: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Thử lại|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
