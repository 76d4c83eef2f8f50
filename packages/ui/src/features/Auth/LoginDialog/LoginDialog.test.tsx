import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LoginStepsProps } from './LoginSteps';
import { LoginDialog } from './LoginDialog';

function renderDialog(overrides: Partial<LoginStepsProps> = {}) {
  const props = {
    step: 0 as const,
    onRequestCode: vi.fn(),
    onSubmitCode: vi.fn(),
    onUsePassword: vi.fn(),
    onSubmitPassword: vi.fn(),
    onForgotPassword: vi.fn(),
    onRequestResetCode: vi.fn(),
    onSubmitReset: vi.fn(),
    onBack: vi.fn(),
    ...overrides,
  };
  const view = render(
    <LoginDialog
      open
      onOpenChange={vi.fn()}
      tab="signIn"
      onTabChange={vi.fn()}
      registration={<p>register</p>}
      {...props}
    />,
  );
  return { props, view };
}

describe('LoginDialog', { timeout: 20_000 }, () => {
  it('opens with focus on the number field, not on Close', async () => {
    renderDialog();
    const phone = screen.getByRole('textbox', { name: 'Số điện thoại' });
    await waitFor(() => expect(document.activeElement).toBe(phone));
  });

  it('AUTH-01 has the sign-in and register tabs', () => {
    renderDialog();
    expect(screen.getByRole('tab', { name: 'Đăng nhập' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Đăng ký' })).toBeTruthy();
  });

  it('VAL-03 VAL-01 AUTH-14 validates the phone and sends it in its 84 form', async () => {
    const { props } = renderDialog();
    const submit = screen.getByRole('button', { name: 'Nhận mã OTP' });
    await userEvent.click(submit);
    expect(await screen.findByText('Vui lòng nhập số điện thoại')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Số điện thoại' }), '0912');
    await userEvent.click(submit);
    expect(screen.getByText('Số thuê bao không hợp lệ, vui lòng kiểm tra lại')).toBeTruthy();
    expect(props.onRequestCode).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Số điện thoại' }), '345678');
    await userEvent.click(submit);
    expect(props.onRequestCode).toHaveBeenCalledWith('84912345678');
  });

  it('AUTH-02 AUTH-16 offers the password link on step 0', async () => {
    const { props } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập bằng mật khẩu' }));
    expect(props.onUsePassword).toHaveBeenCalled();
  });

  it('AUTH-04 masks the last three digits and counts down the resend', async () => {
    const { view, props } = renderDialog({ step: 0 });
    await userEvent.type(screen.getByRole('textbox', { name: 'Số điện thoại' }), '0912345678');
    view.rerender(
      <LoginDialog
        open
        onOpenChange={vi.fn()}
        tab="signIn"
        onTabChange={vi.fn()}
        registration={null}
        {...props}
        step={1}
        resendAvailableAt={Date.now() + 60_000}
      />,
    );
    expect(screen.getByText('Mã OTP đã được gửi tới số 0912345xxx.')).toBeTruthy();
    const resend = screen.getByRole('button', { name: /Gửi lại mã sau (60|59) giây/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
  });

  it('DOM-57 while the number is locked, neither sign-in nor resend is offered and the time left shows', async () => {
    const { props } = renderDialog({
      step: 1,
      initialPhone: '0912345678',
      resendAvailableAt: Date.now() + 40_000,
      lockedUntil: Date.now() + 300_000,
    });
    expect(
      screen.getByText(/Bạn đã nhập sai mã quá số lần cho phép\. Vui lòng thử lại sau 0(5:00|4:59)\./),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Đăng nhập' }) as HTMLButtonElement).disabled).toBe(true);
    const resend = screen.getByRole('button', { name: /Gửi lại mã sau (300|299) giây/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('textbox', { name: 'Chữ số 1 trên 6' }));
    await userEvent.keyboard('123456{Enter}');
    expect(props.onSubmitCode).not.toHaveBeenCalled();
  });

  it('DOM-57 once the lock is over, the code can be sent again', async () => {
    const { props } = renderDialog({ step: 1, initialPhone: '0912345678', lockedUntil: Date.now() - 1 });
    expect(screen.queryByText(/Vui lòng thử lại sau/)).toBeNull();
    await userEvent.click(screen.getByRole('textbox', { name: 'Chữ số 1 trên 6' }));
    await userEvent.keyboard('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(props.onSubmitCode).toHaveBeenCalledWith('84912345678', '123456');
  });

  it('VAL-17 refuses an empty password on step 2', async () => {
    const { props } = renderDialog({ step: 2 });
    await userEvent.type(screen.getByRole('textbox', { name: 'Số điện thoại' }), '0912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(screen.getByText('Vui lòng nhập mật khẩu')).toBeTruthy();
    expect(props.onSubmitPassword).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'Secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(props.onSubmitPassword).toHaveBeenCalledWith('84912345678', 'Secret1');
  });

  it('AUTH-06 AUTH-17 offers forgot password on step 2', async () => {
    const { props } = renderDialog({ step: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Quên mật khẩu?' }));
    expect(props.onForgotPassword).toHaveBeenCalled();
  });

  it('AUTH-10 offers the 3G/4G sign-in when the owner supports it', async () => {
    const onMobileNetworkLogin = vi.fn();
    renderDialog({ onMobileNetworkLogin });
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập bằng 3G/4G' }));
    expect(onMobileNetworkLogin).toHaveBeenCalled();
  });
});
