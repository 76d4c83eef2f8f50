import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cardColumn, longNamePackage, samplePackage } from '../../../fixtures/sampleData';
import { PackageCard, PackageCardSkeleton } from './PackageCard';

const meta = {
  title: 'Features/Packages/PackageCard',
  component: PackageCard,
  args: {
    pkg: samplePackage,
    active: false,
    onAction: fn(),
    onOpenDetail: fn(),
    detailHref: '/dich-vu/goi-cuoc-di-dong/D15',
  },
  decorators: [cardColumn],
  parameters: {
    docs: {
      description: {
        component:
          'One package: image in a fixed 16:9 box, name, price with the period label, sanitised description, register or cancel (PKG-04 … PKG-09).',
      },
    },
  },
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/15[.,]000đ/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Đăng ký|Register/ }));
    await expect(args.onAction).toHaveBeenCalledWith(samplePackage, 'register');
  },
};

export const Active: Story = {
  args: { active: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Đang sử dụng|Active/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Huỷ gói|Cancel package/ }));
    await expect(args.onAction).toHaveBeenCalledWith(samplePackage, 'cancel');
  },
};

export const Inactive: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Huỷ gói|Cancel package/ })).toBeNull();
  },
};

export const LongVietnameseName: Story = { args: { pkg: longNamePackage } };

export const NoImage: Story = {
  args: { pkg: { ...samplePackage, imageUrl: undefined, price: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Miễn phí|Free/)).toBeVisible();
  },
};

export const OpensDetail: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('link', { name: /Xem chi tiết gói D15|See details of D15/ }),
    );
    await expect(args.onOpenDetail).toHaveBeenCalledWith(samplePackage);
  },
};

export const Busy: Story = { args: { busy: true } };

export const Loading: Story = { render: () => <PackageCardSkeleton /> };
