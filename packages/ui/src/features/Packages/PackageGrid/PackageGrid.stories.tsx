import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longNamePackage, samplePackages } from '../../../fixtures/sampleData';
import { PackageGrid } from './PackageGrid';

const meta = {
  title: 'Features/Packages/PackageGrid',
  component: PackageGrid,
  args: {
    packages: [...samplePackages, longNamePackage],
    activeCodes: new Set(['BIG90']),
    onAction: fn(),
    detailHref: (pkg) => `/dich-vu/goi-cuoc-di-dong/${pkg.code}`,
  },
  parameters: {
    docs: {
      description: {
        component:
          'A responsive grid of package cards, skeleton cards of the final size while loading, and an empty state.',
      },
    },
  },
} satisfies Meta<typeof PackageGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: /Huỷ gói BIG90|Cancel package BIG90/ }));
    await expect(args.onAction).toHaveBeenCalledWith(samplePackages[1], 'cancel');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { packages: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: /Chưa có gói cước|No packages yet/ }),
    ).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
