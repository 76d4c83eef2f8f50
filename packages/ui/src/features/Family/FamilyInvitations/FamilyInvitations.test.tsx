import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddFamilyMemberDialog } from '../AddFamilyMemberDialog/AddFamilyMemberDialog';
import { FamilyInvitations } from './FamilyInvitations';

const invitation = { masterMsisdn: '84914567890', packCode: 'GD6', expiresAt: '2026-03-02T08:00:00.000Z' };

describe('family consent (issue 47 item 5)', () => {
  it('issue 47 item 5: the invited number accepts at once, and refuses only after a confirm that names the block', async () => {
    const onAnswer = vi.fn();
    render(<FamilyInvitations invitations={[invitation]} onAnswer={onAnswer} />);
    expect(screen.getByText('Lời mời còn hiệu lực đến 15:00 02/03/2026.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Đồng ý tham gia nhóm của số 0914 567 890' }));
    expect(onAnswer).toHaveBeenCalledWith(invitation, 'accept');
    await userEvent.click(screen.getByRole('button', { name: 'Từ chối lời mời của số 0914 567 890' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('30 ngày');
    expect(onAnswer).toHaveBeenCalledTimes(1);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Từ chối' }));
    expect(onAnswer).toHaveBeenLastCalledWith(invitation, 'refuse');
  });

  it('issue 47 item 5: no invitation, no section', () => {
    const { container } = render(<FamilyInvitations invitations={[]} onAnswer={vi.fn()} />);
    expect(container.textContent).toBe('');
  });

  it("issue 47 item 5: the add dialog's second step takes the member's code; resend waits its countdown", async () => {
    const onConfirmMember = vi.fn();
    const onResendInvite = vi.fn();
    const props = {
      open: true,
      onOpenChange: vi.fn(),
      codeSent: true,
      onRequestCode: vi.fn(),
      onConfirm: vi.fn(),
      onConfirmMember,
      onResendInvite,
    };
    const { rerender } = render(
      <AddFamilyMemberDialog
        {...props}
        invitation={{ msisdn: '84946000001', codeSent: true, resendAvailableAt: Date.now() + 60_000 }}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('0946 000 001');
    expect(within(dialog).getByRole('button', { name: /Gửi lại mã sau (59|60) giây/ })).toHaveProperty(
      'disabled',
      true,
    );
    const confirm = within(dialog).getByRole('button', { name: 'Thêm vào nhóm' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Chữ số 1 trên 6' }));
    await userEvent.keyboard('654321');
    await userEvent.click(confirm);
    expect(onConfirmMember).toHaveBeenCalledWith('654321');

    rerender(
      <AddFamilyMemberDialog
        {...props}
        invitation={{ msisdn: '84946000001', codeSent: false, resendAvailableAt: 0 }}
        failure="Mã OTP không chính xác, vui lòng nhập lại."
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Mã OTP không chính xác');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi lại mã cho thành viên' }));
    expect(onResendInvite).toHaveBeenCalled();
  });
});
