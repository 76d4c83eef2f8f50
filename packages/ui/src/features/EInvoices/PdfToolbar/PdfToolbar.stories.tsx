import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PdfToolbar } from './PdfToolbar';

const meta = {
  title: 'Features/EInvoices/PdfToolbar',
  component: PdfToolbar,
  args: {
    page: 1,
    pageCount: 2,
    zoom: 1,
    onPageChange: fn(),
    onZoomChange: fn(),
    onDownload: fn(),
    onPrint: fn(),
  },
  parameters: {
    docs: { description: { component: 'SHELL-010: the PDF viewer’s pages, zoom, download and print.' } },
  },
  decorators: [(Story) => <div style={{ maxWidth: 900, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof PdfToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('button', { name });

/** The first of two pages: back is off, every other control works by keyboard. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar')).toBeVisible();
    await expect(canvas.getByText(/Trang 1\/2|Page 1 of 2/)).toBeVisible();
    await expect(button(canvasElement, /Trang trước|Previous page/)).toBeDisabled();
    button(canvasElement, /Trang sau|Next page/).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(button(canvasElement, /Phóng to|Zoom in/));
    await expect(args.onZoomChange).toHaveBeenCalledWith('in');
    await userEvent.click(button(canvasElement, /Tải về|Download/));
    await expect(args.onDownload).toHaveBeenCalled();
    await userEvent.click(button(canvasElement, /^In$|Print/));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

/** The last page: next is off, back goes one page down. */
export const LastPage: Story = {
  args: { page: 2 },
  play: async ({ canvasElement, args }) => {
    await expect(button(canvasElement, /Trang sau|Next page/)).toBeDisabled();
    await userEvent.click(button(canvasElement, /Trang trước|Previous page/));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

/** While the document opens only download is offered. */
export const Opening: Story = {
  args: { pageCount: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Đang mở tài liệu|Opening the document/)).toBeVisible();
    for (const name of [/Trang sau|Next page/, /Phóng to|Zoom in/, /^In$|Print/])
      await expect(button(canvasElement, name)).toBeDisabled();
    await expect(button(canvasElement, /Tải về|Download/)).toBeEnabled();
  },
};

/** At the largest zoom, zoom in is off. */
export const MostZoomed: Story = {
  args: { zoom: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/300%/)).toBeVisible();
    await expect(button(canvasElement, /Phóng to|Zoom in/)).toBeDisabled();
    await expect(button(canvasElement, /Thu nhỏ|Zoom out/)).toBeEnabled();
  },
};

/** The file is being fetched for download: the button is busy and keeps focus. */
export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, /Tải về|Download/)).toHaveAttribute('aria-busy', 'true');
  },
};
