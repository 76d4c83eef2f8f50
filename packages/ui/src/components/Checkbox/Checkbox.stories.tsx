import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link/Link';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Không hiển thị lại hướng dẫn này', onCheckedChange: fn() },
  argTypes: { label: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component: 'A tick box with its label (Radix Checkbox); clicking the label toggles it.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Không hiển thị lại hướng dẫn này'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithLinks: Story = {
  args: {
    label: (
      <>
        Tôi đồng ý với <Link href="#dieu-khoan">điều khoản sử dụng</Link> và{' '}
        <Link href="#chinh-sach">chính sách quyền riêng tư</Link> của ví
      </>
    ),
  },
};

export const Error: Story = {
  args: {
    label: 'Tôi đồng ý với điều khoản của ví',
    error: 'Vui lòng đồng ý với điều khoản sử dụng và chính sách quyền riêng tư của ví',
  },
};

export const Disabled: Story = { args: { disabled: true } };
