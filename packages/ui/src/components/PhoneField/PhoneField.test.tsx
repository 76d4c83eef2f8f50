import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhoneField } from './PhoneField';

describe('PhoneField', () => {
  it('VAL-04 keeps digits only and VAL-02 stops at 11 characters', async () => {
    const onValueChange = vi.fn();
    render(<PhoneField onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Số điện thoại' }) as HTMLInputElement;
    await userEvent.type(input, '09a1-2 3456789999');
    expect(input.value).toBe('09123456789');
    expect(onValueChange).toHaveBeenLastCalledWith('09123456789');
  });

  it('VAL-01 keeps a leading plus on the login phone', async () => {
    render(<PhoneField allowPlus maxLength={13} />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    await userEvent.type(input, '+84912345678');
    expect(input.value).toBe('+84912345678');
  });

  it('ties the error message to the input', () => {
    render(<PhoneField error="Số thuê bao không hợp lệ, vui lòng kiểm tra lại" />);
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Số thuê bao không hợp lệ, vui lòng kiểm tra lại',
    );
  });
});
