import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleAccountLinks, sampleContact, sampleNavigation } from '../private/storyData';
import { Header } from './Header';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/Shell/Header',
  component: Header,
  args: {
    navigation: sampleNavigation,
    signedInPhone: null,
    accountLinks: sampleAccountLinks,
    onSignIn: fn(),
    onSignOut: fn(),
    onSearch: fn(),
    language: 'vi',
    onLanguageChange: fn(),
    contact: sampleContact,
    enterpriseHref: '#enterprise',
    sticky: false,
  },
  decorators: [(Story) => <div style={{ minHeight: 420 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'The §2.2 header: utility bar (50 px, so the main bar sticks after 50 px), menus, search, account menu and, below 991 px, the mobile menu.',
      },
    },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Mở ô tìm kiếm|Open search/ }));
    const field = await canvas.findByRole('searchbox');
    await userEvent.type(field, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(field, 'goi 50%{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('goi+50+');
  },
};

export const SignedIn: Story = {
  args: { signedInPhone: '84912345678', sticky: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/0912 345 678/)).toBeInTheDocument();
  },
};

/**
 * The greeting names the customer once their info arrived, on wide screens (phones show the account
 * icon, whose label keeps the number: SignedInMobile).
 */
export const SignedInNamed: Story = {
  args: { signedInPhone: '84912345678', signedInName: 'Nguyễn Văn An' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: /Xin chào, Nguyễn Văn An|Hello, Nguyễn Văn An/ }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: /Đăng xuất|Sign out/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const English: Story = { args: { language: 'en-US' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Mở menu|Open menu/ }));
    await expect(await findDialog(canvasElement, 'dialog', 'Menu')).toBeInTheDocument();
  },
};

/** Phones: the signed-in subscriber sees an account icon named with the number, which opens the account menu. */
export const SignedInMobile: Story = {
  args: { signedInPhone: '84912345678' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ args, canvasElement }) => {
    const account = within(canvasElement).getByRole('button', {
      name: /Tài khoản đã đăng nhập: 0912 345 678|Signed in as 0912 345 678/,
    });
    await userEvent.click(account);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: /Đăng xuất|Sign out/ }));
    await expect(args.onSignOut).toHaveBeenCalled();
    // Choosing an entry closes the menu (the entry hands Radix its element).
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};
