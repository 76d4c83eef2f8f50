import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RegistrationStepsProps } from './RegistrationSteps';
import { RegistrationSteps } from './RegistrationSteps';

function renderSteps(overrides: Partial<RegistrationStepsProps> = {}) {
  const props: RegistrationStepsProps = {
    step: 0,
    onRequestRegistrationCode: vi.fn(),
    onRequestResetCode: vi.fn(),
    onRegister: vi.fn(),
    onResetPassword: vi.fn(),
    onBack: vi.fn(),
    ...overrides,
  };
  return { props, view: render(<RegistrationSteps {...props} />) };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

// Typing two passwords letter by letter takes seconds on a busy machine.
describe('RegistrationSteps', { timeout: 20_000 }, () => {
  it('VAL-06 VAL-05 keeps Next disabled until the number is a registration number', async () => {
    const { props } = renderSteps();
    expect(button('Đăng ký').disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Số điện thoại' }), '0212345678');
    expect(button('Đăng ký').disabled).toBe(true);
    expect(screen.getByText('Số thuê bao không hợp lệ, vui lòng kiểm tra lại')).toBeTruthy();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Số điện thoại' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Số điện thoại' }), '0912345678');
    await userEvent.click(button('Đăng ký'));
    expect(props.onRequestRegistrationCode).toHaveBeenCalledWith('84912345678');
  });

  it('AUTH-40 asks for a reset code from step 0', async () => {
    const { props } = renderSteps({ initialPhone: '0912345678' });
    await userEvent.click(button('Quên mật khẩu'));
    expect(props.onRequestResetCode).toHaveBeenCalledWith('84912345678');
  });

  it('AUTH-41 AUTH-42 VAL-14 VAL-15 VAL-16 step 1: masked number, password rules and the wallet tick box', async () => {
    const { props } = renderSteps({ step: 1, initialPhone: '0912345678' });
    expect(screen.getByText('Mã xác thực đã được gửi tới số 0912345xxx.')).toBeTruthy();
    const submit = button('Đăng ký');
    expect(submit.disabled).toBe(true);
    const digits = screen
      .getAllByRole('textbox')
      .filter((box) => box.getAttribute('aria-label')?.startsWith('Chữ số'));
    await userEvent.click(digits[0] as HTMLElement);
    await userEvent.keyboard('123456');
    await userEvent.type(screen.getByLabelText('Mật khẩu mới'), 'weak');
    expect(screen.getByText(/Mật khẩu dài 6 đến 22 kí tự/)).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Mật khẩu mới'));
    await userEvent.type(screen.getByLabelText('Mật khẩu mới'), 'Secret12');
    await userEvent.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'Secret13');
    expect(screen.getByText('Mật khẩu nhập lại không khớp')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await userEvent.clear(screen.getByLabelText('Nhập lại mật khẩu mới'));
    await userEvent.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'Secret12');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mở ví thanh toán cho số thuê bao này' }));
    expect(submit.disabled).toBe(false);
    await userEvent.click(submit);
    expect(props.onRegister).toHaveBeenCalledWith({
      msisdn: '84912345678',
      code: '123456',
      password: 'Secret12',
      openWallet: true,
    });
  });
});
