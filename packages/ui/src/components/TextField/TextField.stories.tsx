import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Họ và tên', placeholder: 'Nguyễn Văn A' },
  parameters: {
    docs: {
      description: {
        component:
          'A labelled text input. `error` takes a translated message (e.g. `t(result.error)` of a domain validator) and marks the input invalid.',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Họ và tên' });
    await userEvent.type(input, 'Trần Thị Bích Ngọc');
    await expect(input).toHaveValue('Trần Thị Bích Ngọc');
  },
};

export const WithHint: Story = { args: { hint: 'Nhập đúng như trên giấy tờ tuỳ thân.' } };

export const Error: Story = {
  args: { label: 'Địa chỉ', error: 'Trường bắt buộc không được để trống', defaultValue: '' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Địa chỉ' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Trường bắt buộc không được để trống');
  },
};

export const Optional: Story = { args: { label: 'Ghi chú', optional: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Nguyễn Văn A' } };
export const LongVietnameseLabel: Story = {
  args: { label: 'Số điện thoại liên hệ để nhân viên gọi lại hướng dẫn chuẩn hoá thông tin thuê bao' },
};
