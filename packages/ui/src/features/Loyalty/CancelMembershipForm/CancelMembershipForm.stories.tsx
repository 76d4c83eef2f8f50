import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CancelMembershipForm } from './CancelMembershipForm';

const meta = {
  title: 'Features/Loyalty/CancelMembershipForm',
  component: CancelMembershipForm,
  args: { onConfirm: fn(), onClose: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof CancelMembershipForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** VAL-24: Confirm is disabled until a reason is written. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const confirm = canvas.getByRole('button', { name: /Xác nhận|Confirm/ });
    await expect(confirm).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox'), 'Ít dùng');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith('Ít dùng');
  },
};

/** VAL-24: leaving the field empty says 'Vui lòng nhập lí do'. */
export const ReasonMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.tab();
    await expect(canvas.getByText(/Vui lòng nhập lí do|Please enter a reason/)).toBeVisible();
  },
};

/** The request on its way. */
export const Pending: Story = { args: { pending: true } };
