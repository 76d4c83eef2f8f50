import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FamilyInvitations } from './FamilyInvitations';

const invitation = {
  masterMsisdn: '84914567890',
  packCode: 'GD6',
  expiresAt: '2026-03-02T08:00:00.000Z',
};

const meta = {
  title: 'Features/Family/FamilyInvitations',
  component: FamilyInvitations,
  args: { invitations: [invitation], onAnswer: fn() },
  parameters: {
    docs: {
      description: {
        component: 'Issue 47: an invited number joins by its own consent, or refuses and blocks re-invites.',
      },
    },
  },
} satisfies Meta<typeof FamilyInvitations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Accepting answers at once; refusing asks first, since it blocks the master for 30 days. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Đồng ý tham gia nhóm|Join the group of/ }));
    await expect(args.onAnswer).toHaveBeenCalledWith(invitation, 'accept');
    await userEvent.click(canvas.getByRole('button', { name: /Từ chối lời mời|Refuse the invitation/ }));
    const confirm = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(/30/);
  },
};

/** The operator refused the answer (the invitation lapsed). */
export const Refused: Story = {
  args: { failure: 'Không có lời mời vào nhóm gia đình nào đang chờ cho số này.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/lời mời/);
  },
};
