import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DownloadAppBox } from './DownloadAppBox';

const meta = {
  title: 'Features/Shell/DownloadAppBox',
  component: DownloadAppBox,
  args: { visible: true, iosHref: '#ios', androidHref: '#android', onClose: fn() },
  decorators: [(Story) => <div style={{ minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof DownloadAppBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Đóng hộp|Close the app/ }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Hidden: Story = { args: { visible: false } };
