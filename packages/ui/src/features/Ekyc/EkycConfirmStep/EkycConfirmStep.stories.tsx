import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSubmission } from '../fixtures';
import { EkycConfirmStep } from './EkycConfirmStep';

const meta = {
  title: 'Features/Ekyc/EkycConfirmStep',
  component: EkycConfirmStep,
  args: { submission: sampleSubmission, onSubmitOtp: fn(), onResend: fn() },
  parameters: {
    docs: {
      description: {
        component: 'ACC-56: what was read from the card, and the code that confirms the update.',
      },
    },
  },
} satisfies Meta<typeof EkycConfirmStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six digits confirm; the data read is listed. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(sampleSubmission.idNumber)).toBeVisible();
    await userEvent.click(canvas.getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.keyboard('123456');
    await userEvent.click(canvas.getByRole('button', { name: /xác nhận cập nhật|confirm the update/i }));
    await expect(args.onSubmitOtp).toHaveBeenCalledWith('123456');
  },
};

/** The operator refused the code: its message shows under the boxes. */
export const WrongCode: Story = {
  args: { error: 'Mã OTP không chính xác, vui lòng nhập lại.' },
};

export const Confirming: Story = { args: { busy: true } };
