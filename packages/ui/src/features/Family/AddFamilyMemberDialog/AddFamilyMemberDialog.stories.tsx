import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddFamilyMemberDialog } from './AddFamilyMemberDialog';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/Family/AddFamilyMemberDialog',
  component: AddFamilyMemberDialog,
  args: { open: true, onOpenChange: fn(), codeSent: false, onRequestCode: fn(), onConfirm: fn() },
  parameters: {
    docs: {
      description: { component: 'ACC-16, ACC-17, VAL-22: the number and a code before confirm is enabled.' },
    },
  },
} satisfies Meta<typeof AddFamilyMemberDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Keyboard only: type the number, Tab to send the code, type the code, Enter confirms. */
export const Playground: Story = {
  render: function Render(args) {
    const [codeSent, setCodeSent] = useState(false);
    return (
      <AddFamilyMemberDialog
        {...args}
        codeSent={codeSent}
        onRequestCode={(msisdn) => {
          args.onRequestCode(msisdn);
          setCodeSent(true);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: /^(Xác nhận|Confirm)$/ });
    const send = within(dialog).getByRole('button', { name: /Gửi mã OTP|Send the code/ });
    await expect(send).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Số thuê bao|Phone number/ }),
      '0946000001',
    );
    await expect(confirm).toBeDisabled();
    await userEvent.tab();
    await expect(send).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequestCode).toHaveBeenCalledWith('84946000001');
    const code = await within(dialog).findAllByRole('textbox', { name: /^(Chữ số|Digit) \d/ });
    await userEvent.click(code[0] as HTMLElement);
    await userEvent.keyboard('123456');
    await expect(confirm).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('84946000001', '123456');
  },
};

/** The operator refused the number (already in a group). */
export const Refused: Story = {
  args: { codeSent: false, failure: 'Thuê bao đã thuộc một nhóm gia đình.' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(/nhóm gia đình/);
  },
};

/** Issue 47: the invitation went out; the code the member read out adds them, a resend waits its turn. */
export const MemberCode: Story = {
  args: {
    invitation: { msisdn: '84946000001', codeSent: true, resendAvailableAt: Date.now() + 60_000 },
    onConfirmMember: fn(),
    onResendInvite: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByRole('button', { name: /Gửi lại mã sau|New code in/ })).toBeDisabled();
    const code = await within(dialog).findAllByRole('textbox', { name: /^(Chữ số|Digit) \d/ });
    await userEvent.click(code[0] as HTMLElement);
    await userEvent.keyboard('654321');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirmMember).toHaveBeenCalledWith('654321');
  },
};
