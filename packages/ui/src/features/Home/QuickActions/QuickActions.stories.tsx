import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuickActions } from './QuickActions';

const signInFirst = fn();

const meta = {
  title: 'Features/Home/QuickActions',
  component: QuickActions,
  args: {
    actions: [
      { key: 'topUp', href: '/tinh-nang/nap-tien' },
      { key: 'buyCard', href: '/tinh-nang/mua-ma-the' },
      { key: 'payBill', href: '/tinh-nang/thanh-toan-dich-vu' },
      { key: 'findStore', href: '/tinh-nang/dia-diem-cua-hang' },
      { key: 'support', href: '/tinh-nang/gui-yeu-cau' },
      { key: 'roaming', href: '#chuyen-vung-quoc-te' },
    ],
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: every shortcut is a link. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: /Tìm cửa hàng|Find a store/ })).toHaveAttribute(
      'href',
      '/tinh-nang/dia-diem-cua-hang',
    );
  },
};

/** A guest: top-up, card and bill ask to sign in first (SHELL-101) instead of leaving. */
export const Guest: Story = {
  args: {
    actions: [
      { key: 'topUp', href: '/tinh-nang/nap-tien', onSelect: signInFirst },
      { key: 'buyCard', href: '/tinh-nang/mua-ma-the', onSelect: signInFirst },
      { key: 'payBill', href: '/tinh-nang/thanh-toan-dich-vu', onSelect: signInFirst },
      { key: 'findStore', href: '/tinh-nang/dia-diem-cua-hang' },
      { key: 'support', href: '/tinh-nang/gui-yeu-cau' },
      { key: 'roaming', href: '#chuyen-vung-quoc-te' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Thanh toán cước|Pay a bill/ }));
    await expect(signInFirst).toHaveBeenCalled();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};
