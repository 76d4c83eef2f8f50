import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RateVoucher } from './RateVoucher';

const meta = {
  title: 'Features/Loyalty/RateVoucher',
  component: RateVoucher,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof RateVoucher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LOY-50: sending without stars asks for them; 4 stars are sent. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Gửi đánh giá|Send rating/ }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Hãy chọn số sao|Choose a number of stars/);
    await userEvent.click(canvas.getByRole('radio', { name: /^4/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Gửi đánh giá|Send rating/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith(4);
  },
};

/** ERR-52: the rating limit, as its label. */
export const RatingLimit: Story = {
  args: { error: 'Bạn đã đánh giá chương trình này rồi.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const AlreadyRated: Story = { args: { rated: 4 } };

export const Submitting: Story = { args: { submitting: true } };
