import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleHold, sampleNow, sampleNumbers } from '../fixtures';
import { SimNumberPicker } from './SimNumberPicker';

const props = { numbers: sampleNumbers, now: sampleNow, onSearch: vi.fn(), onHold: vi.fn() };

describe('SimNumberPicker', () => {
  it('CONST-79 a new hold replaces the list: its minutes left show and focus goes to the heading', () => {
    const { rerender } = render(<SimNumberPicker {...props} hold={null} />);
    expect(screen.getAllByRole('button', { name: /^Giữ số/ })).toHaveLength(sampleNumbers.length);
    rerender(<SimNumberPicker {...props} hold={sampleHold} />);
    expect(screen.queryAllByRole('button', { name: /^Giữ số/ })).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('Bạn đang giữ số 0886 000 123, còn 45 phút.');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Chọn số' }));
  });
});
