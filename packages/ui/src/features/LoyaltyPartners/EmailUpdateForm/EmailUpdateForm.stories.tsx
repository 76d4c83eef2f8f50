import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailUpdateForm } from './EmailUpdateForm';

const meta = {
  title: 'Features/LoyaltyPartners/EmailUpdateForm',
  component: EmailUpdateForm,
  args: { onSubmit: fn(), onLater: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof EmailUpdateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LOY-25: a valid address is sent trimmed. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), ' an@vnpt.vn ');
    await userEvent.click(canvas.getByRole('button', { name: /Cập nhật email|Update email/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith('an@vnpt.vn');
  },
};

/** LOY-25: an address the rule refuses says so and is not sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'an@vnpt');
    await userEvent.click(canvas.getByRole('button', { name: /Cập nhật email|Update email/ }));
    await expect(canvas.getByText(/Email không đúng định dạng|The email address is not valid/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The request on its way. */
export const Pending: Story = { args: { pending: true } };

/** The server's refusal, as sent. */
export const ServerError: Story = { args: { error: 'Có lỗi xảy ra, vui lòng thử lại.' } };
