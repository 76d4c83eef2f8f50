import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Đăng ký</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while loading, stays focusable and announces loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Thanh toán
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Thanh toán/ });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).not.toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toContain('Đang tải…');
  });

  it('renders its child when asChild', () => {
    render(
      <Button asChild>
        <a href="/dich-vu">Dịch vụ</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Dịch vụ' }).className).not.toBe('');
  });

  it('asChild passes onClick to its child', async () => {
    const onClick = vi.fn();
    render(
      <Button asChild onClick={onClick}>
        <a href="#dich-vu">Dịch vụ</a>
      </Button>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Dịch vụ' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('asChild disabled marks the link aria-disabled, keeps it focusable and never activates it', async () => {
    const onClick = vi.fn();
    const childOnClick = vi.fn();
    render(
      <Button asChild disabled onClick={onClick}>
        <a href="#dich-vu" onClick={childOnClick}>
          Dịch vụ
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Dịch vụ' });
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(fireEvent.click(link)).toBe(false); // the browser does not follow it
    link.focus();
    expect(document.activeElement).toBe(link);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(childOnClick).not.toHaveBeenCalled(); // e.g. a router link's own navigation
  });
});
