import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  parameters: {
    docs: {
      description: {
        component:
          'What a list or search shows when it has nothing. Texts from the server come through props.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NoPackageFound: Story = {
  args: {
    title: 'Không có gói cước nào thoả mãn điều kiện',
    description: 'Hãy thử bỏ bớt quốc gia hoặc chu kỳ đã chọn.',
  },
};

const onReset = fn();
export const WithAction: Story = {
  args: {
    description: 'Bạn chưa gửi yêu cầu hỗ trợ nào.',
    action: <Button onClick={onReset}>Gửi yêu cầu</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Gửi yêu cầu' }));
    await expect(onReset).toHaveBeenCalled();
  },
};
