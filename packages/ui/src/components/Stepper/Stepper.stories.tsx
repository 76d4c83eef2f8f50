import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './Stepper';

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: { steps: ['Chọn gói cước', 'Thanh toán', 'Chờ kết quả'], current: 1 },
  argTypes: { current: { control: { type: 'number', min: 0, max: 7 } } },
  parameters: {
    docs: {
      description: {
        component:
          'Progress through a multi-step flow (roaming purchase, landing-page how-tos). On mobile only the current title shows.',
      },
    },
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const current = canvasElement.querySelector('[aria-current="step"]');
    await expect(current).toHaveTextContent('Thanh toán');
    await expect(within(canvasElement).getByText(/Bước 2\/3|Step 2 of 3/)).toBeVisible();
  },
};

export const FirstStep: Story = { args: { current: 0 } };
export const LastStep: Story = { args: { current: 2 } };
export const EightSteps: Story = {
  args: {
    current: 4,
    steps: [
      'Tải ứng dụng',
      'Mở ứng dụng',
      'Đăng nhập',
      'Chọn gói',
      'Chọn ngân hàng',
      'Xác nhận',
      'Thanh toán',
      'Hoàn tất',
    ],
  },
};
