import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { familyGroup, largeFamilyGroup, masterViewer, memberViewer } from '../fixtures';
import { FamilyMemberList } from './FamilyMemberList';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/Family/FamilyMemberList',
  component: FamilyMemberList,
  args: {
    viewer: masterViewer,
    members: familyGroup,
    maxMembers: 6,
    onAdd: fn(),
    onRemove: fn(),
    onSetLimit: fn(),
    onLeave: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'ACC-09 … ACC-12, ROLE-13 … ROLE-16: one row per number (last three digits, data and minutes left over their totals, avatar colour); a master manages the others, a member may leave.',
      },
    },
  },
} satisfies Meta<typeof FamilyMemberList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The master's view: share data, share minutes and remove on the others' rows, not on their own (ROLE-15). */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(
      canvas.queryByRole('button', { name: /(Xoá|Remove the) (số đuôi|number ending) 890/ }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', {
        name: /(Chia dữ liệu cho|Share data with the) (số đuôi|number ending) 901/,
      }),
    );
    await expect(args.onSetLimit).toHaveBeenCalledWith(familyGroup[1], 'data');
    await userEvent.click(
      canvas.getByRole('button', { name: /(Xoá|Remove the) (số đuôi|number ending) 012/ }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(familyGroup[2]);
    await userEvent.click(canvas.getByRole('button', { name: /Thêm thành viên|Add a member/ }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** ACC-11: each bar is a meter of what is left. */
export const MasterView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getAllByRole('meter')[4];
    await expect(meter).toHaveAttribute('aria-valuenow', '410');
    await expect(meter).toHaveAttribute('aria-valuemax', '5120');
  },
};

/** A member's view: no management, a leave button on their own row, confirmed first. */
export const MemberView: Story = {
  args: { viewer: memberViewer },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Thêm thành viên|Add a member/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(Xoá|Remove)/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Rời nhóm|Leave the group/ }));
    const dialog = await findDialog(canvasElement, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Rời nhóm|Leave the group/ }));
    await expect(args.onLeave).toHaveBeenCalled();
  },
};

/** In no group. */
export const Empty: Story = {
  args: { viewer: null, members: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: /chưa thuộc nhóm|not in a family group/ }),
    ).toBeVisible();
  },
};

/** Eight numbers: the four avatar colours cycle (CONST-53); the group is full, so no add button. */
export const ManyMembers: Story = {
  args: { members: largeFamilyGroup, maxMembers: 8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.queryByRole('button', { name: /Thêm thành viên|Add a member/ })).toBeNull();
  },
};
