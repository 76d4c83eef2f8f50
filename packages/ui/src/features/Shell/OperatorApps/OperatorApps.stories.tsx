import type { Meta, StoryObj } from '@storybook/react-vite';
import { operatorAppLinks } from '@selfcare/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OperatorApps } from './OperatorApps';

const retry = fn();

/** Sample data: the sandbox's three apps (the last has no App Store id). */
const sampleApps = operatorAppLinks([
  { name: 'My VNPT', androidPackage: 'com.vnp.myvinaphone', iosAppId: '1449876412' },
  { name: 'VNPT Money', androidPackage: 'com.vnpay.vnptmoney', iosAppId: '1227374914' },
  { name: 'MyTV', androidPackage: 'com.vnpt.mytv', iosAppId: undefined },
]);

const meta = {
  title: 'Features/Shell/OperatorApps',
  component: OperatorApps,
  args: { apps: sampleApps, state: 'ready', onRetry: retry, qrValue: 'https://selfcare.example.vn/app' },
  parameters: {
    docs: {
      description: {
        component:
          'SHELL-009 /app (and ACC-97 /tinh-nang/ung-dung): the operator’s apps with their store links, and a QR code of the page for a phone.',
      },
    },
  },
} satisfies Meta<typeof OperatorApps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Mã QR|QR code/ })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    const play = canvas.getByRole('link', {
      name: /(Tải My VNPT trên Google Play|Get My VNPT on Google Play)/,
    });
    await expect(play).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=com.vnp.myvinaphone',
    );
    await expect(play).toHaveAttribute('target', '_blank');
    // No App Store id, no App Store link.
    await expect(canvas.queryByRole('link', { name: /MyTV (trên|on the) App Store/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Thử lại|Try again/ }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { apps: [] } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
