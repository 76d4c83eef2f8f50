import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FamilyOtpDialog } from './FamilyOtpDialog';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/Family/FamilyOtpDialog',
  component: FamilyOtpDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Xoá thành viên',
    description: 'Xoá số đuôi 012 khỏi nhóm?',
    codeSent: false,
    onRequestCode: fn(),
    onConfirm: fn(),
  },
  parameters: {
    docs: { description: { component: 'ROLE-16: a master change confirmed by a code sent to the master.' } },
  },
} satisfies Meta<typeof FamilyOtpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Before the code is sent, confirm is disabled; the send button asks for it. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByRole('button', { name: /^(Xác nhận|Confirm)$/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Gửi mã OTP|Send the code/ }));
    await expect(args.onRequestCode).toHaveBeenCalled();
  },
};

/** The code was sent and the operator refused the one typed. */
export const WrongCode: Story = {
  args: { codeSent: true, failure: 'Mã OTP không chính xác, vui lòng nhập lại.' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(/OTP/);
  },
};
