import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('CONST-39 shows 99 as is and nothing for zero', () => {
    const { container, rerender } = render(<Badge count={99} />);
    expect(screen.getByRole('img').textContent).toBe('99');
    rerender(<Badge count={0} />);
    expect(container.textContent).toBe('');
  });

  it('CONST-39 shows 99+ and names it for screen readers', () => {
    render(<Badge count={250} />);
    expect(screen.getByRole('img', { name: '99+ mục mới' }).textContent).toBe('99+');
  });

  it('shows a text label', () => {
    render(<Badge tone="positive">Đang dùng</Badge>);
    expect(screen.getByText('Đang dùng')).toBeTruthy();
  });
});
