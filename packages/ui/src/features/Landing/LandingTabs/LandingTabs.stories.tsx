import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleSteps } from '../fixtures';
import { LandingTabs } from './LandingTabs';

const meta = {
  title: 'Features/Landing/LandingTabs',
  component: LandingTabs,
  args: {
    title: 'Hướng dẫn',
    label: 'Hướng dẫn tham gia',
    autoplay: false,
    tabs: [
      {
        value: 'earn',
        label: 'Thanh toán nhận voucher',
        steps: { title: 'Thanh toán nhận voucher', steps: sampleSteps, display: 'list' },
      },
      {
        value: 'use',
        label: 'Sử dụng voucher',
        steps: { title: 'Sử dụng voucher', steps: sampleSteps.slice(0, 5), display: 'list' },
      },
    ],
  },
} satisfies Meta<typeof LandingTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LAND-12, LAND-13: the earn tutorial (6 steps) first; the use tab shows its 5 steps. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('tab', { name: 'Sử dụng voucher' }));
    await expect(canvas.getByRole('tab', { name: 'Sử dụng voucher' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    // Radix tabs: the arrow key goes back to the first tab.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Thanh toán nhận voucher' })).toHaveFocus();
  },
};
