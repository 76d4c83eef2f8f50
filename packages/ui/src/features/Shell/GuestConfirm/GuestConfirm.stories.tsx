import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GuestConfirm } from './GuestConfirm';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/Shell/GuestConfirm',
  component: GuestConfirm,
  args: { open: true, onOpenChange: fn(), onSignIn: fn() },
  parameters: {
    docs: { description: { component: 'SHELL-101: a guest asked for a sign-in-only service.' } },
  },
} satisfies Meta<typeof GuestConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Đăng nhập|Sign in)$/ }));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};
