import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleAreas, sampleBusinessFields, sampleCaptcha } from '../fixtures';
import { PartnerRegistrationForm } from './PartnerRegistrationForm';

const meta = {
  title: 'Features/LoyaltyPartners/PartnerRegistrationForm',
  component: PartnerRegistrationForm,
  args: {
    businessFields: sampleBusinessFields,
    areas: sampleAreas,
    captcha: sampleCaptcha,
    onRefreshCaptcha: fn(),
    onSubmit: fn(),
    today: '2026-11-25',
  },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof PartnerRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** VAL-52 … VAL-56: a send with broken fields shows each field's error and focuses the first. */
export const FieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Tên đăng nhập|Login name/ }), '1cafe');
    await userEvent.type(canvas.getByRole('textbox', { name: /Số điện thoại|Phone number/ }), '912345678');
    await userEvent.type(canvas.getByRole('textbox', { name: /Số CMND\/CCCD|ID card number/ }), '1234567');
    await userEvent.click(canvas.getByRole('button', { name: /Gửi đăng ký|Send registration/ }));
    await expect(
      canvas.getByText(/Tên đăng nhập phải bắt đầu bằng chữ cái|The login name must start with a letter/),
    ).toBeVisible();
    await expect(
      canvas.getByText(/bắt đầu bằng 0 và có 10 hoặc 11|start with 0 and have 10 or 11/),
    ).toBeVisible();
    await expect(canvas.getByText(/phải có 9 hoặc 12 chữ số|must have 9 or 12 digits/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Tên đăng nhập|Login name/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The lists and the captcha on their way. */
export const Loading: Story = {
  args: { businessFields: undefined, areas: undefined, captcha: { status: 'loading' } },
};

/** The captcha could not be loaded: the refresh button stays. */
export const CaptchaFailed: Story = { args: { captcha: { status: 'error' } } };

/** The server refused the captcha answer (translated by the page). */
export const WrongCaptcha: Story = {
  args: { captchaError: 'Mã xác nhận không đúng, vui lòng nhập mã mới.' },
};

/** The request on its way. */
export const Pending: Story = { args: { pending: true } };
