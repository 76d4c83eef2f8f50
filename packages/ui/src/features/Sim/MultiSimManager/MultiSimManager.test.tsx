import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fullMultiSim, noMultiSim, twoLinkedSims } from '../fixtures';
import { MultiSimManager } from './MultiSimManager';

const handlers = () => ({ onLink: vi.fn(), onUnlink: vi.fn(), onUnregister: vi.fn() });

describe('MultiSimManager', () => {
  it('ACC-28 a wrong serial is refused in place; a linked SIM empties the field for the next', async () => {
    const props = handlers();
    const { rerender } = render(<MultiSimManager status={noMultiSim} {...props} />);
    const field = screen.getByRole('textbox', { name: 'Số serial SIM mới' });
    await userEvent.type(field, '8984 12');
    await userEvent.click(screen.getByRole('button', { name: 'Gắn SIM' }));
    expect(props.onLink).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    await userEvent.clear(field);
    await userEvent.type(field, '8984020000123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Gắn SIM' }));
    expect(props.onLink).toHaveBeenCalledWith('8984020000123456789');
    rerender(<MultiSimManager status={twoLinkedSims} {...props} />);
    expect((screen.getByRole('textbox', { name: 'Số serial SIM mới' }) as HTMLInputElement).value).toBe('');
  });

  it('ACC-28 a SIM removed takes its button away: focus goes to the heading, not the body', () => {
    const props = handlers();
    const { rerender } = render(<MultiSimManager status={twoLinkedSims} {...props} />);
    rerender(<MultiSimManager status={noMultiSim} {...props} />);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'SIM phụ dùng chung số' }),
    );
  });

  it('ACC-28 at the maximum there is no field to link another', () => {
    render(<MultiSimManager status={fullMultiSim} {...handlers()} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Đã gắn đủ số SIM phụ cho phép.')).toBeTruthy();
  });
});
