import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Đăng ký', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The action control. `primary` for the one main action of a view, `secondary` beside it, `ghost` for low emphasis, `critical` for destructive actions. `loading` keeps focus and ignores clicks while a request runs.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Đăng ký' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Huỷ gói' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Xem thêm' } };
export const Critical: Story = { args: { variant: 'critical', children: 'Tắt chuyển vùng' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Thanh toán ${size}`}
        </Button>
      ))}
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Thanh toán' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Thanh toán/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Tiếp tục' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Tiếp tục' })).toBeDisabled();
  },
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Đăng nhập' } };

export const LongVietnameseLabel: Story = {
  args: { children: 'Đăng ký gói cước ưu đãi tháng này cho thuê bao trả trước' },
};
