import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { findDialog } from '../../../fixtures/overlays';
import { sampleContact } from '../private/storyData';
import { SupportLauncher } from './SupportLauncher';

const meta = {
  title: 'Features/Shell/SupportLauncher',
  component: SupportLauncher,
  args: { contact: sampleContact, requestHref: '/tinh-nang/gui-yeu-cau' },
  decorators: [(Story) => <div style={{ minHeight: 240 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'SHELL-117 (UNSPEC): the floating support entry: the support request page and the hotlines as call links (CONST-21).',
      },
    },
  },
} satisfies Meta<typeof SupportLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /Liên hệ hỗ trợ|Contact support/ }),
    );
    const dialog = within(await findDialog(canvasElement, 'dialog', /Hỗ trợ khách hàng|Customer support/));
    await expect(dialog.getByRole('link', { name: '18001091' })).toHaveAttribute('href', 'tel:18001091');
    await expect(dialog.getByRole('link', { name: '18001166' })).toHaveAttribute('href', 'tel:18001166');
    await expect(
      dialog.getByRole('link', { name: /Gửi yêu cầu hỗ trợ|Send a support request/ }),
    ).toHaveAttribute('href', '/tinh-nang/gui-yeu-cau');
  },
};

/** While the support request page is not built, only the hotlines and the email are offered. */
export const HotlinesOnly: Story = {
  args: { requestHref: null },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /Liên hệ hỗ trợ|Contact support/ }),
    );
    const dialog = within(await findDialog(canvasElement, 'dialog', /Hỗ trợ khách hàng|Customer support/));
    await expect(
      dialog.queryByRole('link', { name: /Gửi yêu cầu hỗ trợ|Send a support request/ }),
    ).toBeNull();
    await expect(dialog.getByRole('link', { name: '18001091' })).toBeInTheDocument();
  },
};
