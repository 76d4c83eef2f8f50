import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../../../components/Link/Link';
import { linkedServices } from '../fixtures';
import { LinkedServiceList } from './LinkedServiceList';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/LinkedServices/LinkedServiceList',
  component: LinkedServiceList,
  args: {
    services: linkedServices,
    // Sample data stands in for the portal's router link and its text.
    renderGatewayLink: (service) =>
      service.kind === 'internet' ? <Link href={`#${service.account}`}>Wi-Fi</Link> : null,
  },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'ACC-02, ACC-76: the accounts billed with the subscriber, one card per account: kind, status, account, contact number and packages; a home internet card links its gateway.',
      },
    },
  },
} satisfies Meta<typeof LinkedServiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card of each kind and status. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Wi-Fi' })).toBeVisible();
    await expect(canvas.getByText(/Tạm ngưng|Suspended/)).toBeVisible();
  },
};

/** A home internet account with its gateway link. */
export const HomeInternet: Story = { args: { services: linkedServices.slice(0, 1) } };

/** MyTV with two packages. */
export const Television: Story = { args: { services: linkedServices.slice(1, 2) } };

/** A suspended fixed line. */
export const FixedLine: Story = { args: { services: linkedServices.slice(2, 3) } };

/** Nothing billed with the number. */
export const Empty: Story = { args: { services: [] } };

/** ACC-74: removing an account is confirmed in an alertdialog that names it; Escape keeps it. */
export const RemoveConfirm: Story = {
  args: { services: linkedServices.slice(0, 2), onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', {
      name: /(Gỡ liên kết tài khoản|Remove account) dng_mytv_0301/,
    });
    await userEvent.click(remove);
    await findDialog(canvasElement, 'alertdialog', /dng_mytv_0301/);
    await userEvent.keyboard('{Escape}');
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(remove);
    const dialog = await findDialog(canvasElement, 'alertdialog', /dng_mytv_0301/);
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Gỡ liên kết|Remove)$/ }));
    await expect(args.onRemove).toHaveBeenCalledWith(linkedServices[1]);
  },
};

/** ACC-43: a fixed-line, internet or TV card offers its billing history; another service's does not. */
export const HistoryAction: Story = {
  args: { services: linkedServices, onShowHistory: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const named = /^(Lịch sử cước của tài khoản|Billing history of account) /;
    await expect(canvas.getAllByRole('button', { name: named })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: /dng_mytv_0301$/ }));
    await expect(args.onShowHistory).toHaveBeenCalledWith(linkedServices[1]);
  },
};
