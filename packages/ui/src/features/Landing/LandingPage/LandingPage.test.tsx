import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleContent } from '../fixtures';
import { LandingPage } from './LandingPage';

describe('the landing composition', () => {
  it('renders the hero as the one h1, the blocks in order and the footer', () => {
    render(<LandingPage content={sampleContent} autoplay={false} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Siêu voucher 50%',
    ]);
    expect(screen.getByRole('tab', { name: 'Thanh toán nhận voucher' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Thể lệ' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Tải ứng dụng' })).toBeTruthy();
  });

  it("places a page's own part after the blocks, before the footer", () => {
    render(
      <LandingPage content={sampleContent} autoplay={false}>
        <form aria-label="own" />
      </LandingPage>,
    );
    const form = screen.getByRole('form', { name: 'own' });
    const footer = screen.getByRole('heading', { level: 2, name: 'Tải ứng dụng' });
    expect(form.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('LAND-72 tells the page which button was clicked', () => {
    const onAction = vi.fn();
    render(<LandingPage content={sampleContent} autoplay={false} onAction={onAction} />);
    const link = screen.getByRole('link', { name: 'Thanh toán cước' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(onAction).toHaveBeenCalledWith('bill');
  });

  it('shows the end date of a campaign past its days', () => {
    render(<LandingPage content={{ ...sampleContent, status: { kind: 'ended', date: '30/09/2024' } }} />);
    expect(screen.getByRole('note').textContent).toBe('Chương trình đã kết thúc ngày 30/09/2024.');
  });

  it('LAND-39 the call to action sticks to the bottom once scrolled past its offset', async () => {
    const link = { id: 'register', label: 'Đăng ký ngay', href: '/app?screen=registerNow' };
    render(<LandingPage content={{ ...sampleContent, sticky: { link, afterPx: 572 } }} autoplay={false} />);
    const slot = document.querySelector('[data-stuck]');
    expect(slot?.getAttribute('data-stuck')).toBe('false');
    await act(async () => {
      window.scrollY = 600;
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => window.requestAnimationFrame(resolve));
    });
    expect(slot?.getAttribute('data-stuck')).toBe('true');
  });
});
