import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#dieu-khoan', children: 'Điều khoản sử dụng' },
  parameters: {
    docs: {
      description: {
        component:
          'An inline link. `external` opens a new tab safely and announces it; `asChild` styles a router link.',
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const External: Story = {
  args: { href: 'https://example.invalid/thanh-toan', external: true, children: 'Thanh toán dịch vụ' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Thanh toán dịch vụ/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const InText: Story = {
  render: (args) => (
    <p>
      Bằng việc tiếp tục, bạn đồng ý với <Link {...args} /> của nhà mạng.
    </p>
  ),
};
