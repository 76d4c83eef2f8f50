import type { Meta, StoryObj } from '@storybook/react-vite';
import { Cross2Icon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Tìm kiếm', icon: <MagnifyingGlassIcon width={20} height={20} />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A button that shows only an icon. Its `label` prop is required by the type and becomes the accessible name.',
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tìm kiếm' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Solid: Story = { args: { variant: 'solid' } };
export const Outline: Story = {
  args: { variant: 'outline', label: 'Đóng', icon: <Cross2Icon width={20} height={20} /> },
};
export const Small: Story = { args: { size: 'sm' } };
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Tìm kiếm' })).toBeDisabled();
  },
};
