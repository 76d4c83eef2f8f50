import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { homeGateway, wifiNetworks } from '../fixtures';
import { GatewayPanel } from './GatewayPanel';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/LinkedServices/GatewayPanel',
  component: GatewayPanel,
  args: { gateway: homeGateway, networks: wifiNetworks, onRestart: fn(), onSwitchNetwork: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof GatewayPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ACC-77, ACC-78: restart now is confirmed in a dialog, used here by keyboard only. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Khởi động lại ngay|Restart now/ }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog(canvasElement, 'alertdialog');
    // Cancel has the focus first; Tab reaches the confirm button.
    await userEvent.keyboard('{Tab}');
    await expect(
      within(dialog).getByRole('button', { name: /Khởi động lại ngay|Restart now/ }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRestart).toHaveBeenCalledOnce();
  },
};

/** ACC-78: switching a network on is confirmed, naming the network. */
export const SwitchNetwork: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /(Bật mạng|Turn on) VNPT_Nha_Lan_5G/ }));
    const dialog = await findDialog(canvasElement, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Bật|Turn on)$/ }));
    await expect(args.onSwitchNetwork).toHaveBeenCalledWith(wifiNetworks[1], true);
  },
};

/** Offline, while a restart is under way. */
export const Restarting: Story = {
  args: { gateway: { ...homeGateway, online: false, firmware: undefined }, pending: 'restart' },
};

/** A change the operator refused, in the reader's language. */
export const Failure: Story = {
  args: { failure: 'Thiết bị đang khởi động lại, vui lòng thử lại sau ít phút.' },
};
