import { dataLeft } from '@selfcare/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SummaryCard } from './SummaryCard';

const meta = {
  title: 'Features/Home/SummaryCard',
  component: SummaryCard,
  args: {
    state: 'ready',
    phone: '84914567890',
    name: 'Lê Hoàng Cường',
    mainBalance: 342_500,
    data: dataLeft(25_600, 30_720),
    activePackages: ['GD199', 'D15'],
    member: { kind: 'member', tier: 3, points: 12_600 },
    hrefs: { member: '/vinaphone-plus' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 1200, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof SummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member: name, balance, data left with its bar, packages, tier and points; the tier links to the loyalty page. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /Lê Hoàng Cường/ })).toBeVisible();
    await expect(canvas.getByText(/^342[.,]500đ$/)).toBeVisible();
    await expect(canvas.getByText(/83%/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Hạng 3|Tier 3/ })).toHaveAttribute(
      'href',
      '/vinaphone-plus',
    );
    await expect(canvas.getByText(/12[.,]600/)).toBeVisible();
  },
};

/** Fixed-size skeletons while the calls answer (no layout shift). */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: /Đang tải|Loading/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The user info has answered, the loyalty calls not yet: the member cell keeps its skeleton. */
export const MemberLoading: Story = {
  args: { member: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Hạng|Tier/)).toBeNull();
    await expect(canvas.getByText(/^342[.,]500đ$/)).toBeVisible();
  },
};

/** Not a member (ERR-COD-90001): says so and offers the programme's page. */
export const NotMember: Story = {
  args: {
    member: { kind: 'notMember' },
    hrefs: { member: '/vinaphone-plus/about' },
    data: dataLeft(410, undefined),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Chưa là hội viên|Not a member yet/ })).toBeVisible();
  },
};

/** Numbers the calls did not answer show 'not available', in the same space. */
export const Unavailable: Story = {
  args: {
    name: undefined,
    mainBalance: undefined,
    data: undefined,
    activePackages: undefined,
    member: { kind: 'unknown' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/Chưa có số liệu|Not available yet/)).toHaveLength(4);
    await expect(canvas.getByRole('heading', { name: /0914 567 890/ })).toBeVisible();
  },
};

const signIn = fn();

/** A guest: the invitation to sign in. */
export const Guest: Story = {
  args: { state: 'guest', onSignIn: signIn },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Đăng nhập|Sign in/ }));
    await expect(signIn).toHaveBeenCalled();
  },
};
