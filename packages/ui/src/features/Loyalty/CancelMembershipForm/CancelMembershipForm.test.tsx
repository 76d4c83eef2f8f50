import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CancelMembershipForm } from './CancelMembershipForm';

describe('CancelMembershipForm', () => {
  it('VAL-24 confirm stays disabled until a reason is written; an empty field says so', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<CancelMembershipForm onConfirm={onConfirm} onClose={vi.fn()} />);
    const confirm = screen.getByRole('button', { name: 'Xác nhận' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    const reason = screen.getByRole('textbox', { name: /Lí do hủy hội viên/ });
    await user.type(reason, '   ');
    await user.tab();
    expect(screen.getByText('Vui lòng nhập lí do')).toBeTruthy();
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(reason, ' Ít dùng ');
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('Ít dùng');
  });
});
