import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OtpInput } from './OtpInput';

const meta = {
  title: 'Components/OtpInput',
  component: OtpInput,
  args: { onValueChange: fn(), onComplete: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Six one-digit boxes (Radix OneTimePasswordField): digits only (VAL-30), paste fills all boxes, typing moves forward, Backspace moves back; a non-digit shows VAL-31's message. `onComplete` fires with the six digits.",
      },
    },
  },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('textbox');

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const [first] = boxes(canvasElement);
    await userEvent.click(first as HTMLElement);
    await userEvent.keyboard('123456');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith('123456'));
    await expect(
      boxes(canvasElement)
        .map((box) => (box as HTMLInputElement).value)
        .join(''),
    ).toBe('123456');
  },
};

export const Paste: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(boxes(canvasElement)[0] as HTMLElement);
    await userEvent.paste('654321');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith('654321'));
  },
};

export const NonDigitTyped: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(boxes(canvasElement)[0] as HTMLElement);
    await userEvent.keyboard('a');
    await expect(
      await within(canvasElement).findByText(/Bạn phải nhập OTP là dạng số|digits only/),
    ).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: { defaultValue: '111111', error: 'Mã OTP không đúng, vui lòng thử lại' },
};
export const Disabled: Story = { args: { disabled: true } };
