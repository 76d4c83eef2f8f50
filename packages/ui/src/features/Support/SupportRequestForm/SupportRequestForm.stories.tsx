import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleCategories } from '../fixtures';
import { SupportRequestForm } from './SupportRequestForm';

/** A large picture, as a phone takes it, made in the browser so the story needs no file. */
async function samplePhoto(): Promise<File> {
  const canvas = new OffscreenCanvas(3000, 2000);
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = 'rgb(0, 84, 180)';
    context.fillRect(0, 0, 3000, 2000);
  }
  return new File([await canvas.convertToBlob({ type: 'image/png' })], 'loi-mang.png', { type: 'image/png' });
}

const meta = {
  title: 'Features/Support/SupportRequestForm',
  component: SupportRequestForm,
  args: { categories: sampleCategories, defaultContactNumber: '0912345678', onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'ACC-67: category, description, contact number and an optional photo downscaled in the browser; VAL-11 … VAL-13 messages under the fields.',
      },
    },
  },
} satisfies Meta<typeof SupportRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** VAL-11, VAL-12, VAL-13: sending an incomplete form shows each field's message and focuses the first. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /mô tả|describe/i }), 'Mất sóng');
    const phone = canvas.getByRole('textbox', { name: /liên hệ|contact/i });
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(canvas.getByRole('button', { name: /gửi yêu cầu|send the request/i }));
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('combobox')).toHaveFocus();
    await expect(
      canvas.getAllByRole('textbox').every((box) => box.getAttribute('aria-invalid') === 'true'),
    ).toBe(true);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** ACC-67: a large photo is downscaled, previewed and sent with the form. */
export const WithPhoto: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.click(await body.findByRole('option', { name: /dữ liệu|mobile data/i }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /mô tả|describe/i }),
      'Không vào được mạng 4G ở nhà.',
    );
    const fileInput = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(fileInput as HTMLInputElement, await samplePhoto());
    const preview = await canvas.findByRole('img');
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(1280));
    await userEvent.click(canvas.getByRole('button', { name: /gửi yêu cầu|send the request/i }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { categoryId: '2', description: 'Không vào được mạng 4G ở nhà.', contactNumber: '84912345678' },
      expect.any(Blob),
    );
  },
};

/** The operator refused: its message shows and what was typed stays. */
export const Failure: Story = {
  args: { failure: 'Bạn đã gửi quá số yêu cầu cho phép trong ngày, vui lòng thử lại sau.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const Submitting: Story = { args: { submitting: true } };
