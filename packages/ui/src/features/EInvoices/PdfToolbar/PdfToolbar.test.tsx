import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PdfToolbar, type PdfToolbarProps } from './PdfToolbar';

const renderToolbar = (props: Partial<PdfToolbarProps> = {}) => {
  const handlers = {
    onPageChange: vi.fn(),
    onZoomChange: vi.fn(),
    onDownload: vi.fn(),
    onPrint: vi.fn(),
  };
  render(<PdfToolbar page={1} pageCount={2} zoom={1} {...handlers} {...props} />);
  return handlers;
};

const button = (name: string) => screen.getByRole('button', { name });

describe('PdfToolbar (SHELL-010)', () => {
  it('SHELL-010 pages within the document, zoom within its steps, download and print', async () => {
    const handlers = renderToolbar();
    expect(screen.getByText('Trang 1/2')).toBeTruthy();
    expect(button('Trang trước')).toHaveProperty('disabled', true);
    await userEvent.click(button('Trang sau'));
    expect(handlers.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(button('Phóng to'));
    expect(handlers.onZoomChange).toHaveBeenCalledWith('in');
    await userEvent.click(button('Tải về'));
    await userEvent.click(button('In'));
    expect(handlers.onDownload).toHaveBeenCalled();
    expect(handlers.onPrint).toHaveBeenCalled();
  });

  it('SHELL-010 waits for the document except to download, and stops at the largest zoom', () => {
    renderToolbar({ pageCount: undefined, zoom: 3 });
    expect(screen.getByText('Đang mở tài liệu')).toBeTruthy();
    for (const name of ['Trang sau', 'Phóng to', 'Thu nhỏ', 'In'])
      expect(button(name)).toHaveProperty('disabled', true);
    expect(button('Tải về')).toHaveProperty('disabled', false);
  });
});
