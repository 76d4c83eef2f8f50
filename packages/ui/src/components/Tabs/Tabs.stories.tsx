import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    label: 'Hình thức thanh toán',
    items: [
      { value: 'qr', label: 'Chuyển khoản nhanh', content: <p>Quét mã QR bằng ứng dụng ngân hàng.</p> },
      { value: 'app', label: 'Ứng dụng nhà mạng', content: <p>Mở ứng dụng để thanh toán.</p> },
      { value: 'card', label: 'Thẻ quốc tế', content: <p>Sắp ra mắt.</p>, disabled: true },
    ],
  },
  argTypes: { items: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'Tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs; each panel is named by its tab.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Ứng dụng nhà mạng' }));
    const panel = canvas.getByRole('tabpanel', { name: 'Ứng dụng nhà mạng' });
    await expect(panel).toHaveTextContent('Mở ứng dụng để thanh toán.');
    await expect(canvas.getByRole('tab', { name: 'Ứng dụng nhà mạng' })).toHaveAttribute(
      'aria-controls',
      panel.id,
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Chuyển khoản nhanh' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Chuyển khoản nhanh' })).toBeVisible();
    // End goes to the last tab that can be selected (the disabled one is skipped), and it alone is a Tab stop.
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Ứng dụng nhà mạng' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Ứng dụng nhà mạng' })).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('tab', { name: 'Chuyển khoản nhanh' })).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('tab', { name: 'Thẻ quốc tế' })).toBeDisabled();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Chuyển khoản nhanh' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Chuyển khoản nhanh' })).toBeVisible();
  },
};

export const SecondSelected: Story = { args: { defaultValue: 'app' } };

export const TwoLongVietnameseTabs: Story = {
  args: {
    label: 'Hướng dẫn',
    items: [
      { value: 'earn', label: 'Thanh toán và nhận voucher giảm giá', content: <p>6 bước.</p> },
      { value: 'use', label: 'Sử dụng voucher giảm giá', content: <p>5 bước.</p> },
    ],
  },
};

/** `fitted` on a phone: the two tabs share the width and the long label wraps instead of being cut off. */
export const FittedOnPhone: Story = {
  args: {
    fitted: true,
    label: 'Hình thức thanh toán',
    items: [
      { value: 'qr', label: 'Chuyển khoản nhanh', content: <p>Quét mã QR bằng ứng dụng ngân hàng.</p> },
      { value: 'app', label: 'Ứng dụng My VNPT', content: <p>Mở ứng dụng để thanh toán.</p> },
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    for (const tab of within(list).getAllByRole('tab')) {
      const box = tab.getBoundingClientRect();
      // Every tab lies wholly inside the list: nothing is scrolled out of sight.
      await expect(box.right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 0.5);
      await expect(tab.scrollWidth).toBeLessThanOrEqual(tab.clientWidth);
    }
  },
};
