import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longNamePackage, samplePackage } from '../../../fixtures/sampleData';
import { PackageDetail } from './PackageDetail';

const meta = {
  title: 'Features/Packages/PackageDetail',
  component: PackageDetail,
  args: { pkg: samplePackage, onAction: fn(), onShare: fn() },
  parameters: {
    docs: {
      description: {
        component: 'The shareable detail view of a package with the full sanitised description.',
      },
    },
  },
} satisfies Meta<typeof PackageDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Sao chép liên kết|Copy link/ }));
    await expect(args.onShare).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /Đăng ký|Register/ }));
    await expect(args.onAction).toHaveBeenCalledWith(samplePackage, 'register');
  },
};

export const Active: Story = { args: { active: true } };

export const LongVietnameseName: Story = { args: { pkg: longNamePackage } };
