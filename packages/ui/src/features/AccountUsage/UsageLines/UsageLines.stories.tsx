import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleUsage } from '../fixtures';
import { UsageLines } from './UsageLines';

const meta = {
  title: 'Features/AccountUsage/UsageLines',
  component: UsageLines,
  args: { records: sampleUsage(10), onExport: fn(), exportLabel: 'Tải CSV', pageSize: 10 },
  decorators: [(Story) => <div style={{ maxWidth: 1000, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof UsageLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A table with a caption and column headers; more lines on demand; the export button. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: /25/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: /Xem thêm|Show more/ }));
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
    await userEvent.click(canvas.getByRole('button', { name: 'Tải CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { records: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      /Không có sử dụng|No usage/,
    );
  },
};
