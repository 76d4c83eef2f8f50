import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findDialog } from '../../../fixtures/overlays';
import { RedeemDialog } from './RedeemDialog';

const meta = {
  title: 'Features/Loyalty/RedeemDialog',
  component: RedeemDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    step: 'confirm',
    offer: { title: 'Giảm 50% gói data tháng sau', points: 300 },
    balance: 1250,
    msisdn: '84912345678',
    onConfirm: fn(),
    onSubmitOtp: fn(),
    onResend: fn(),
    copy: fn(async () => {}),
  },
} satisfies Meta<typeof RedeemDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LOY-48: the points it costs and what is left; confirming asks for the code. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByText(/950/)).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: /Đổi và nhận mã OTP|Redeem and get a code/ }),
    );
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** The OTP step: confirm stays disabled until a code is typed. */
export const Otp: Story = {
  args: { step: 'otp' },
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByText(/0912 345 678/)).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: /^(Xác nhận|Confirm)$/ });
    await expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getAllByRole('textbox')[0] ?? dialog);
    await userEvent.keyboard('123456');
    await userEvent.click(confirm);
    await expect(args.onSubmitOtp).toHaveBeenCalledWith('123456');
  },
};

export const WrongCode: Story = {
  args: { step: 'otp', error: 'Mã OTP không chính xác, vui lòng nhập lại.' },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/Mã OTP không chính xác/);
  },
};

/** The voucher with the points left. */
export const Done: Story = {
  args: { step: 'done', redeemed: { code: 'VP109A1B2C3D4', pointsLeft: 950, expiresOn: '2026-12-25' } },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByText('VP109A1B2C3D4')).toBeVisible();
    await expect(within(dialog).getByText(/950/)).toBeVisible();
  },
};
