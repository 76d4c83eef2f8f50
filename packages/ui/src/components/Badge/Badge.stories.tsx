import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { count: 5 },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
  parameters: {
    docs: {
      description: {
        component: 'A notification count (capped at 99+, CONST-39) or a short status label.',
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Capped: Story = {
  args: { count: 128 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveTextContent('99+');
  },
};

export const Label: Story = { args: { count: undefined, children: 'Đang sử dụng', tone: 'positive' } };

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
