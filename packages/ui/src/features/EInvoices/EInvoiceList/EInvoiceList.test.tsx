import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleInvoices } from '../fixtures';
import { EInvoiceList } from './EInvoiceList';

const renderList = (props: Partial<Parameters<typeof EInvoiceList>[0]> = {}) => {
  const onDownload = vi.fn();
  render(
    <EInvoiceList
      state="ready"
      invoices={sampleInvoices}
      viewHref={(invoice) => `/view-pdf?hoa-don=${invoice.id}`}
      onDownload={onDownload}
      onRetry={vi.fn()}
      {...props}
    />,
  );
  return { onDownload };
};

describe('EInvoiceList (ACC-54)', () => {
  it('ACC-54 shows the invoices by month, the latest first, each with status, amount, view and download', async () => {
    const { onDownload } = renderList();
    const months = screen.getAllByRole('heading', { level: 2 });
    expect(months.map((heading) => heading.textContent)).toHaveLength(3);
    expect(months[0]?.textContent).toMatch(/10.*2026/);
    const september = screen.getByRole('region', { name: months[1]?.textContent ?? '' });
    expect(within(september).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Chưa thanh toán')).toBeTruthy();
    expect(screen.getByText('155.000đ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem hóa đơn C25TAA0100000' }).getAttribute('href')).toBe(
      '/view-pdf?hoa-don=1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tải về hóa đơn C25TAA0100111 (PDF)' }));
    expect(onDownload).toHaveBeenCalledWith(sampleInvoices[3]);
  });

  it('shows loading, empty and failure states', () => {
    const { unmount } = render(
      <EInvoiceList
        state="loading"
        invoices={[]}
        viewHref={() => ''}
        onDownload={vi.fn()}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByRole('status', { name: 'Đang tải hóa đơn điện tử' })).toBeTruthy();
    unmount();
    renderList({ invoices: [] });
    expect(screen.getByRole('heading', { name: 'Chưa có hóa đơn điện tử' })).toBeTruthy();
  });
});
