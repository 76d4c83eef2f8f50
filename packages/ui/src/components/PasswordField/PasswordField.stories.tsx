import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  parameters: {
    docs: {
      description: { component: 'A password input with a show/hide toggle whose name follows its state.' },
    },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input');
    await userEvent.type(input as HTMLInputElement, 'MatKhau123');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: /Hiện mật khẩu|Show password/ }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: /Ẩn mật khẩu|Hide password/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const NewPassword: Story = {
  args: {
    label: 'Mật khẩu mới',
    autoComplete: 'new-password',
    hint: 'Từ 6 đến 22 kí tự, có chữ hoa, chữ thường và chữ số.',
  },
};

export const Error: Story = {
  args: {
    label: 'Nhập lại mật khẩu',
    defaultValue: 'abc',
    error: 'Mật khẩu nhập lại không khớp',
  },
};

export const Disabled: Story = { args: { disabled: true } };
