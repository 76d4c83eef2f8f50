import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullMultiSim, noMultiSim, twoLinkedSims } from '../fixtures';
import { MultiSimManager } from './MultiSimManager';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/Sim/MultiSimManager',
  component: MultiSimManager,
  args: { status: twoLinkedSims, onLink: fn(), onUnlink: fn(), onUnregister: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: { component: 'ACC-28: extra SIMs sharing the number; unlink and cancel are confirmed.' },
    },
  },
} satisfies Meta<typeof MultiSimManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ACC-28: a wrong serial is refused in the field; a right one is linked. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /serial/i });
    await userEvent.type(field, '1234');
    await userEvent.click(canvas.getByRole('button', { name: /Gắn SIM|Link SIM/ }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onLink).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '8984 0200 0011 1122 233');
    await userEvent.click(canvas.getByRole('button', { name: /Gắn SIM|Link SIM/ }));
    await expect(args.onLink).toHaveBeenCalledWith('8984020000111122233');
  },
};

/** Unlinking asks first; cancelling the dialog changes nothing. */
export const UnlinkConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /(Gỡ SIM|Unlink SIM) …2345 6789/ }));
    const dialog = await findDialog(canvasElement, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Huỷ|Cancel/ }));
    await expect(args.onUnlink).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /(Gỡ SIM|Unlink SIM) …2345 6789/ }));
    const again = await findDialog(canvasElement, 'alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: /^(Gỡ SIM|Unlink)$/ }));
    await expect(args.onUnlink).toHaveBeenCalledWith('8984020000123456789');
  },
};

/** Cancelling the service is confirmed, naming how many SIMs go. */
export const UnregisterConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Huỷ dịch vụ Multi-SIM|Cancel Multi-SIM/ }));
    const dialog = await findDialog(canvasElement, 'alertdialog');
    await expect(dialog).toHaveTextContent(/2/);
    await userEvent.click(
      within(dialog).getByRole('button', { name: /Huỷ dịch vụ Multi-SIM|Cancel Multi-SIM/ }),
    );
    await expect(args.onUnregister).toHaveBeenCalled();
  },
};

/** No extra SIM yet: the empty state and the field to link the first. */
export const Empty: Story = {
  args: { status: noMultiSim },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /Chưa có SIM phụ nào|No extra SIM yet/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Huỷ dịch vụ|Cancel Multi-SIM/ })).toBeNull();
  },
};

/** The maximum is reached: no field, a notice instead. */
export const Full: Story = {
  args: { status: fullMultiSim },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText(/Đã gắn đủ|as many extra SIMs/)).toBeVisible();
  },
};

/** A link on its way. */
export const Linking: Story = { args: { pending: 'link' } };

/** The operator refused the last action. */
export const Refused: Story = {
  args: { failure: 'SIM này đã được gắn với một số thuê bao.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/SIM này/);
  },
};
