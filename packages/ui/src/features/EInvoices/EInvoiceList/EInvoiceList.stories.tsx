import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleInvoices } from '../fixtures';
import { EInvoiceList } from './EInvoiceList';

const meta = {
  title: 'Features/EInvoices/EInvoiceList',
  component: EInvoiceList,
  args: {
    state: 'ready',
    invoices: sampleInvoices,
    viewHref: (invoice) => `/view-pdf?hoa-don=${invoice.id}`,
    onDownload: fn(),
    onRetry: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: 'ACC-54: e-invoices by billing month, with status, amount, view and download.',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 900, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof EInvoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three months, the latest first; September has two invoices. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const months = canvas.getAllByRole('heading', { level: 2 });
    await expect(months).toHaveLength(3);
    await expect(months[0]).toHaveTextContent(/tháng 10 năm 2026|October 2026/i);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: /C25TAA0100000/ })).toHaveAttribute(
      'href',
      '/view-pdf?hoa-don=1',
    );
    await userEvent.click(canvas.getByRole('button', { name: /C25TAA0100037/ }));
    await expect(args.onDownload).toHaveBeenCalledWith(sampleInvoices[1]);
  },
};

/** Each month is its own section named by its heading; statuses read as words, not colours only. */
export const Months: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const september = canvas.getByRole('region', { name: /tháng 9 năm 2026|September 2026/i });
    await expect(within(september).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(/Chưa thanh toán|Unpaid/)).toBeVisible();
    await expect(canvas.getByText(/^155[.,]000đ$/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', invoices: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { invoices: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      /Chưa có hóa đơn|No e-invoices/,
    );
  },
};

export const Failed: Story = {
  args: { state: 'error', invoices: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Thử lại|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The download of one invoice is under way: its button is busy, the others stay usable. */
export const Downloading: Story = {
  args: { downloadingId: '2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /C25TAA0100037/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: /C25TAA0100000/ })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
