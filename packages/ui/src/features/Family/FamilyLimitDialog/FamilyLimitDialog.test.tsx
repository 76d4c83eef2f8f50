import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AddFamilyMemberDialog } from '../AddFamilyMemberDialog/AddFamilyMemberDialog';
import { familyGroup } from '../fixtures';
import { FamilyLimitDialog } from './FamilyLimitDialog';

const [, member, lowMember] = familyGroup;
if (!member || !lowMember) throw new Error('fixtures');

const confirmButton = () => screen.getByRole('button', { name: 'Xác nhận' });

describe('family dialogs', () => {
  it('ACC-16 ACC-17 VAL-22 add-member: the code is asked for a valid number; confirm needs the number and the code', async () => {
    const onRequestCode = vi.fn();
    const onConfirm = vi.fn();
    function Harness() {
      const [codeSent, setCodeSent] = useState(false);
      return (
        <AddFamilyMemberDialog
          open
          onOpenChange={vi.fn()}
          codeSent={codeSent}
          onRequestCode={(msisdn) => {
            onRequestCode(msisdn);
            setCodeSent(true);
          }}
          onConfirm={onConfirm}
        />
      );
    }
    render(<Harness />);
    const send = screen.getByRole('button', { name: 'Gửi mã OTP' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Số thuê bao' }), '09460');
    expect(send).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Số thuê bao' }), '00001');
    expect(confirmButton()).toHaveProperty('disabled', true);
    await userEvent.click(send);
    expect(onRequestCode).toHaveBeenCalledWith('84946000001');
    await userEvent.click(screen.getByRole('textbox', { name: 'Chữ số 1 trên 6' }));
    await userEvent.keyboard('123456');
    expect(confirmButton()).toHaveProperty('disabled', false);
    await userEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith('84946000001', '123456');
  });

  it('ACC-14 VAL-57 under 500 MB left the data slider cannot go below the current total, and says why', async () => {
    render(
      <FamilyLimitDialog
        open
        onOpenChange={vi.fn()}
        kind="data"
        member={lowMember}
        codeSent
        onRequestCode={vi.fn()}
        onConfirm={vi.fn()}
      />,
    );
    const slider = screen.getByRole('slider');
    expect(slider.getAttribute('aria-valuemin')).toBe('5120');
    expect(screen.getByText('Không thể giảm dung lượng khi dung lượng còn lại dưới 500 MB')).toBeTruthy();
    slider.focus();
    await userEvent.keyboard('{Home}');
    expect(slider.getAttribute('aria-valuenow')).toBe('5120');
    expect(confirmButton()).toHaveProperty('disabled', true);
  });

  it('CONST-56 ACC-13 the arrow keys move the data limit by 100 MB, and confirm sends the value with the code', async () => {
    const onConfirm = vi.fn();
    render(
      <FamilyLimitDialog
        open
        onOpenChange={vi.fn()}
        kind="data"
        member={member}
        codeSent
        onRequestCode={vi.fn()}
        onConfirm={onConfirm}
      />,
    );
    const slider = screen.getByRole('slider');
    expect(slider.getAttribute('aria-valuemin')).toBe('0');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider.getAttribute('aria-valuenow')).toBe('10400');
    await userEvent.click(screen.getByRole('textbox', { name: 'Chữ số 1 trên 6' }));
    await userEvent.keyboard('654321');
    await userEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith(10400, '654321');
  });
});
