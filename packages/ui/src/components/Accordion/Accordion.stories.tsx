import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion';

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: {
    items: [
      {
        value: 'otp',
        title: 'Tôi không nhận được mã OTP?',
        content: <p>Kiểm tra sóng di động rồi bấm Gửi lại sau 60 giây.</p>,
      },
      {
        value: 'roaming',
        title: 'Làm sao để tắt chuyển vùng quốc tế?',
        content: <p>Bấm Tắt chuyển vùng trên trang gói cước.</p>,
      },
      {
        value: 'hotline',
        title: 'Tổng đài hỗ trợ',
        content: <p>Gọi 18001091 (di động) hoặc 18001166 (internet).</p>,
      },
    ],
  },
  argTypes: { items: { control: false } },
  parameters: { docs: { description: { component: 'Collapsible sections (Radix Accordion), e.g. FAQ.' } } },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Tôi không nhận được mã OTP?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getByText(/Gửi lại sau 60 giây/)).toBeVisible();
  },
};

export const Expanded: Story = { args: { defaultValue: ['otp', 'hotline'] } };
export const Single: Story = { args: { type: 'single', defaultValue: ['roaming'] } };
