import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initUiI18n } from '../../../i18n/testing';
import { ChangePasswordForm } from './ChangePasswordForm';

beforeAll(async () => {
  await initUiI18n('en-US');
});

async function fill(old: string, next: string, repeat: string) {
  // Pasted rather than typed key by key: the form reads whole values, and typing is slow on a busy machine.
  const user = userEvent.setup();
  const enter = async (label: string, value: string) => {
    if (value === '') return;
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  };
  await enter('Current password', old);
  await enter('New password', next);
  await enter('Repeat the new password', repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('AUTH-79 VAL-14 VAL-15 sends nothing while a rule is broken, and says which', async () => {
    const onSubmit = vi.fn();
    render(<ChangePasswordForm onSubmit={onSubmit} />);
    await fill('', 'abc', 'abd');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Repeat the new password').getAttribute('aria-invalid')).toBe('true');
  });

  it('ERR-38 AUTH-79 shows the wrong old password on its field, and clears it once the field changes', async () => {
    render(<ChangePasswordForm onSubmit={async () => ({ ok: false, wrongOldPassword: true })} />);
    await fill('Wrong123', 'NewPass1', 'NewPass1');
    expect(await screen.findByText('The old password is wrong')).toBeTruthy();
    await userEvent.setup().type(screen.getByLabelText('Current password'), 'x');
    expect(screen.queryByText('The old password is wrong')).toBeNull();
  });

  it('AUTH-79 announces the success and empties the form', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true as const }));
    render(<ChangePasswordForm onSubmit={onSubmit} />);
    await fill('Sandbox123', 'NewPass1', 'NewPass1');
    expect(onSubmit).toHaveBeenCalledWith({ oldPassword: 'Sandbox123', newPassword: 'NewPass1' });
    expect((await screen.findByRole('status')).textContent).toContain('Your password has been changed');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it('shows another failure in words as an alert', async () => {
    render(<ChangePasswordForm onSubmit={async () => ({ ok: false, message: 'System busy' })} />);
    await fill('Sandbox123', 'NewPass1', 'NewPass1');
    expect((await screen.findByRole('alert')).textContent).toContain('System busy');
  });
});
