import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const provinces = [
  { value: '1', label: 'Hà Nội' },
  { value: '79', label: 'Thành phố Hồ Chí Minh' },
  { value: '48', label: 'Đà Nẵng' },
  { value: '75', label: 'Đồng Nai', disabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Tỉnh/Thành phố', options: provinces, onValueChange: fn() },
  argTypes: { options: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'A labelled single choice from a list (Radix Select), keyboard and screen-reader friendly.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Tỉnh/Thành phố' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Đà Nẵng' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('48');
    await expect(within(canvasElement).getByRole('combobox')).toHaveTextContent('Đà Nẵng');
  },
};

export const Selected: Story = { args: { defaultValue: '79' } };
export const Error: Story = { args: { error: 'Trường bắt buộc không được để trống' } };
export const Disabled: Story = { args: { disabled: true } };
