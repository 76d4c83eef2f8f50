import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { postpaidBalances, prepaidAccounts, prepaidBalances } from '../fixtures';
import { AccountSummaryCard } from './AccountSummaryCard';

const meta = {
  title: 'Features/Account/AccountSummaryCard',
  component: AccountSummaryCard,
  args: {
    state: 'ready',
    phone: '84912345678',
    name: 'Nguyễn Văn An',
    customerId: 'KH20240001',
    plan: 'prepaid',
    member: { kind: 'member', tier: 1 },
    balances: prepaidBalances,
    accounts: prepaidAccounts,
    wallet: { registered: true, amount: 250_000 },
  },
  decorators: [(Story) => <div style={{ maxWidth: 960, padding: 16 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'ACC-02, ACC-03, ACC-40: who the subscriber is and their money: a prepaid number’s main and promotional accounts and validity, a postpaid number’s month so far, the wallet.',
      },
    },
  },
} satisfies Meta<typeof AccountSummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A prepaid subscriber: main and promotional accounts with their expiry, the wallet. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nguyễn Văn An' })).toBeVisible();
    await expect(canvas.getByText(/125[.,]000đ/)).toBeVisible();
    await expect(canvas.getByText(/Tài khoản khuyến mại 1: 20[.,]000đ/)).toBeVisible();
  },
};

/** A postpaid subscriber: no prepaid accounts, the month so far instead. */
export const Postpaid: Story = {
  args: {
    phone: '84913456789',
    name: 'Trần Thị Bình',
    customerId: 'KH20240008',
    plan: 'postpaid',
    member: { kind: 'member', tier: 2 },
    balances: postpaidBalances,
    accounts: [],
    wallet: { registered: true, amount: 1_200_000 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/182[.,]500đ/)).toBeVisible();
    await expect(canvas.queryByText(/125[.,]000đ/)).toBeNull();
  },
};

/** The VIP number: postpaid, tier 5, a large wallet. */
export const Vip: Story = {
  args: {
    phone: '84888888888',
    name: 'Vũ Minh Quân',
    customerId: 'KH20240043',
    plan: 'postpaid',
    member: { kind: 'member', tier: 5 },
    balances: { ...postpaidBalances, unbilled: 1_245_000 },
    accounts: [],
    wallet: { registered: true, amount: 5_000_000 },
  },
};

/** A fixed line, not a member, no wallet: the facts without balances. */
export const FixedLine: Story = {
  args: {
    phone: '84942123456',
    name: 'Hoàng Văn Khải',
    plan: 'fixed',
    member: { kind: 'notMember' },
    balances: undefined,
    accounts: undefined,
    wallet: { registered: false },
  },
};

/** Loading: skeletons of the final size, the region busy. */
export const Loading: Story = { args: { state: 'loading' } };
