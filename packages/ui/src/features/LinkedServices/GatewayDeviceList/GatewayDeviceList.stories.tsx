import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { gatewayDevices } from '../fixtures';
import { GatewayDeviceList } from './GatewayDeviceList';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/LinkedServices/GatewayDeviceList',
  component: GatewayDeviceList,
  args: { devices: gatewayDevices, onBlock: fn(), onUnblock: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof GatewayDeviceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ACC-79: connected and blocked devices; blocking one is confirmed first. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /(Chặn|Block) Laptop làm việc/ }));
    const dialog = await findDialog(canvasElement, 'alertdialog');
    await expect(dialog).toHaveTextContent('02:1A:01:00:00:02');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Chặn|Block)$/ }));
    await expect(args.onBlock).toHaveBeenCalledWith(gatewayDevices[0]);
  },
};

/** ACC-79: unblocking a blocked device; Escape leaves it blocked, the second try confirms. */
export const Unblock: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const unblock = canvas.getByRole('button', { name: /(Bỏ chặn|Unblock) Máy tính bảng của bé/ });
    await userEvent.click(unblock);
    await findDialog(canvasElement, 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onUnblock).not.toHaveBeenCalled();
    await userEvent.click(unblock);
    await userEvent.click(
      within(await findDialog(canvasElement, 'alertdialog')).getByRole('button', {
        name: /^(Bỏ chặn|Unblock)$/,
      }),
    );
    await expect(args.onUnblock).toHaveBeenCalledWith(gatewayDevices[1]);
  },
};

/** While a device is being blocked, with the operator's refusal from the last try. */
export const PendingAndFailure: Story = {
  args: { pending: gatewayDevices[0]?.mac, failure: 'Thiết bị này đang bị chặn.' },
};

/** No device seen. */
export const Empty: Story = { args: { devices: [] } };
