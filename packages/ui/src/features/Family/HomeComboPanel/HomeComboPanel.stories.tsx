import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { homeComboPackages, homeComboRemain } from '../fixtures';
import { HomeComboPanel } from './HomeComboPanel';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/Family/HomeComboPanel',
  component: HomeComboPanel,
  args: { remain: homeComboRemain, packages: homeComboPackages, onRegister: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof HomeComboPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ACC-27, PKG-51: what is left; registering another package is confirmed first. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /(Đăng ký gói|Register) Home Combo 1/ }));
    const dialog = await findDialog(canvasElement, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Đăng ký|Register)$/ }));
    await expect(args.onRegister).toHaveBeenCalledWith(homeComboPackages[0]);
  },
};

/** No home combo yet. */
export const NoCombo: Story = {
  args: {
    remain: { packageCode: undefined, allowances: [] },
    packages: homeComboPackages.map((pkg) => ({ ...pkg, registered: false })),
  },
};
