import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeatureDirectory, type FeatureGroup } from './FeatureDirectory';

const signInFirst = fn();

/** Sample groups: some pages exist (links), some are still coming (no link), one asks a guest to sign in. */
const sampleGroups: FeatureGroup[] = [
  {
    key: 'account',
    entries: [
      { key: 'packages', href: '/dich-vu' },
      { key: 'personalInfo', href: null },
      { key: 'usageHistory', href: null },
    ],
  },
  {
    key: 'payments',
    entries: [
      { key: 'topUp', href: '/tinh-nang/nap-tien', onSelect: signInFirst },
      { key: 'eInvoices', href: null },
    ],
  },
  {
    key: 'support',
    entries: [
      { key: 'news', href: '/tinh-nang/tin-tuc' },
      { key: 'apps', href: '/app' },
      { key: 'faq', href: null },
    ],
  },
  { key: 'loyalty', entries: [{ key: 'about', href: null }] },
];

const meta = {
  title: 'Features/Shell/FeatureDirectory',
  component: FeatureDirectory,
  args: { groups: sampleGroups },
  parameters: {
    docs: {
      description: {
        component:
          'SHELL-006 /tinh-nang: every feature by group with an icon and a one-line explanation; a feature whose page is not built yet shows "coming soon" and no link.',
      },
    },
  },
} satisfies Meta<typeof FeatureDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: /^(Gói cước|Packages)$/ })).toHaveAttribute(
      'href',
      '/dich-vu',
    );
    // A feature still waiting for its page is named, marked, and not a link.
    await expect(canvas.queryByRole('link', { name: /Hỏi đáp|Questions and answers/ })).toBeNull();
    await expect(canvas.getAllByText(/Sắp ra mắt|Coming soon/).length).toBeGreaterThan(0);
  },
};

/** A guest's payment entries are buttons that ask to sign in first (SHELL-101). */
export const GuestSignsInFirst: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(Nạp tiền|Top up)$/ }));
    await expect(signInFirst).toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
