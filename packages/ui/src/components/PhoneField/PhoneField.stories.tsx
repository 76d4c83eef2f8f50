import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LOGIN_PHONE_INPUT_MAX_LENGTH } from '@selfcare/domain';
import { PhoneField } from './PhoneField';

const meta = {
  title: 'Components/PhoneField',
  component: PhoneField,
  args: { onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A phone input: digits only (VAL-04), at most 11 characters (VAL-02); the login form allows a leading plus (VAL-01). Validation messages come from domain validators.',
      },
    },
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '09a12-345 678999');
    await expect(input).toHaveValue('09123456789');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('09123456789');
  },
};

export const LoginWithPlus: Story = {
  args: { allowPlus: true, maxLength: LOGIN_PHONE_INPUT_MAX_LENGTH },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '+84912345678');
    await expect(input).toHaveValue('+84912345678');
  },
};

export const Error: Story = {
  args: { defaultValue: '0123', error: 'Số thuê bao không hợp lệ, vui lòng kiểm tra lại' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '0912345678' } };
