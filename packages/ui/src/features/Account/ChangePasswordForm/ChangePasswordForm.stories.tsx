import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm';

const meta = {
  title: 'Features/Account/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn<ChangePasswordFormProps['onSubmit']>(async () => ({ ok: true })) },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'AUTH-79, VAL-14, VAL-15, ERR-38: the old password, a new one under the rule and its repeat; a refused old password shows on its field; success empties the form.',
      },
    },
  },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    old: canvas.getByLabelText(/^(Mật khẩu hiện tại|Current password)$/),
    next: canvas.getByLabelText(/^(Mật khẩu mới|New password)$/),
    repeat: canvas.getByLabelText(/^(Nhập lại mật khẩu mới|Repeat the new password)$/),
    submit: canvas.getByRole('button', { name: /^(Đổi mật khẩu|Change password)$/ }),
  };
};

/** A valid change is sent and the success announced. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, old, next, repeat, submit } = fields(canvasElement);
    await userEvent.type(old, 'Sandbox123');
    await userEvent.type(next, 'NewPass1');
    await userEvent.type(repeat, 'NewPass1');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ oldPassword: 'Sandbox123', newPassword: 'NewPass1' });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      /Đổi mật khẩu thành công|has been changed/,
    );
  },
};

/** VAL-14, VAL-15: sent empty and with a weak, unequal pair, every rule shows on its field and nothing is sent. */
export const RuleErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, next, repeat, submit } = fields(canvasElement);
    await userEvent.type(next, 'abc');
    await userEvent.type(repeat, 'abd');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(next).toHaveAttribute('aria-invalid', 'true');
    await expect(repeat).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText(/để trống|is required/i).length).toBeGreaterThan(0);
  },
};

/** ERR-38: the old password refused by the operator shows on its field. */
export const WrongOldPassword: Story = {
  args: {
    onSubmit: fn<ChangePasswordFormProps['onSubmit']>(async () => ({ ok: false, wrongOldPassword: true })),
  },
  play: async ({ canvasElement }) => {
    const { canvas, old, next, repeat, submit } = fields(canvasElement);
    await userEvent.type(old, 'Wrong123');
    await userEvent.type(next, 'NewPass1');
    await userEvent.type(repeat, 'NewPass1');
    await userEvent.click(submit);
    await expect(await canvas.findByText(/Mật khẩu cũ không đúng|The old password is wrong/)).toBeVisible();
    await expect(old).toHaveAttribute('aria-invalid', 'true');
  },
};
