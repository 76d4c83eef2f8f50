import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Gói D15',
    children: <p style={{ margin: 0 }}>15.000 đ / 3 ngày · 3 GB tốc độ cao</p>,
  },
  argTypes: { children: { control: false }, actions: { control: false } },
  parameters: {
    docs: {
      description: {
        component: 'A surface that groups related content, with an optional heading and actions.',
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Elevated: Story = { args: { elevated: true } };
export const WithActions: Story = {
  args: {
    as: 'article',
    actions: <Badge tone="positive">Đang dùng</Badge>,
    children: (
      <>
        <p style={{ margin: 0 }}>Miễn phí 4 GB/ngày, gọi nội mạng dưới 20 phút miễn phí.</p>
        <Button variant="secondary">Huỷ gói</Button>
      </>
    ),
  },
};
export const LongVietnameseTitle: Story = {
  args: { title: 'Gói cước ưu đãi đặc biệt dành riêng cho thuê bao trả trước hoà mạng mới trong tháng' },
};
