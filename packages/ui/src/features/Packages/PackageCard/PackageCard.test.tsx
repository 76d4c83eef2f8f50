import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { samplePackage } from '../../../fixtures/sampleData';
import { PackageCard } from './PackageCard';

describe('PackageCard', () => {
  it('PKG-05 PKG-07 PKG-08 shows the price with its period and a register button when not active', async () => {
    const onAction = vi.fn();
    render(<PackageCard pkg={samplePackage} onAction={onAction} />);
    expect(screen.getByText('15.000đ')).toBeTruthy();
    expect(screen.getByText('/3 ngày')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Đăng ký gói D15' }));
    expect(onAction).toHaveBeenCalledWith(samplePackage, 'register');
  });

  it('PKG-09 shows the cancel button when active', async () => {
    const onAction = vi.fn();
    render(<PackageCard pkg={samplePackage} active onAction={onAction} />);
    expect(screen.queryByRole('button', { name: 'Đăng ký gói D15' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Huỷ gói D15' }));
    expect(onAction).toHaveBeenCalledWith(samplePackage, 'cancel');
  });

  it('PKG-06 a price of 0 is free', () => {
    render(<PackageCard pkg={{ ...samplePackage, price: 0 }} />);
    expect(screen.getByText('Miễn phí')).toBeTruthy();
  });

  // Sanitising itself is SafeHtml's test (jsdom); here only that the description renders as HTML.
  it('PKG-05 renders the description as HTML', () => {
    render(<PackageCard pkg={{ ...samplePackage, descriptionHtml: '<ul><li>3 GB/ngày</li></ul>' }} />);
    expect(screen.getByRole('listitem').textContent).toBe('3 GB/ngày');
  });

  it('a plain click opens the detail in place; a ctrl-click is left to the browser', () => {
    const onOpenDetail = vi.fn();
    render(
      <PackageCard
        pkg={samplePackage}
        detailHref="/dich-vu/goi-cuoc-di-dong/D15"
        onOpenDetail={onOpenDetail}
      />,
    );
    const link = screen.getByRole('link', { name: 'D15' });
    expect(fireEvent.click(link, { button: 0, ctrlKey: true })).toBe(true);
    expect(onOpenDetail).not.toHaveBeenCalled();
    expect(fireEvent.click(link, { button: 0 })).toBe(false);
    expect(onOpenDetail).toHaveBeenCalledWith(samplePackage);
  });
});
