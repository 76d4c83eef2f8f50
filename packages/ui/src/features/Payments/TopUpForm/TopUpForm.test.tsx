import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TopUpForm } from './TopUpForm';

describe('TopUpForm (ACC-44)', () => {
  it('ERR-43 a refused card shows its label and keeps what was typed', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<TopUpForm ownMsisdn="84912345678" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Số serial' }), 'SC00000031');
    await userEvent.type(screen.getByRole('textbox', { name: /^Mã thẻ/ }), '1234567890123');
    await userEvent.click(screen.getByRole('button', { name: 'Nạp thẻ' }));
    expect(onSubmit).toHaveBeenCalledWith({
      method: 'card',
      targetMsisdn: '84912345678',
      serial: 'SC00000031',
      pin: '1234567890123',
    });
    rerender(<TopUpForm ownMsisdn="84912345678" onSubmit={onSubmit} error={{ refusal: 'cardUsed' }} />);
    expect(screen.getByRole('alert').textContent).toMatch(/đã được sử dụng hoặc không tồn tại/);
    expect(screen.getByRole('textbox', { name: 'Số serial' })).toHaveProperty('value', 'SC00000031');
    expect(screen.getByRole('textbox', { name: /^Mã thẻ/ })).toHaveProperty('value', '1234567890123');
  });
});
