import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VoucherCode } from './VoucherCode';

const meta = {
  title: 'Features/Loyalty/VoucherCode',
  component: VoucherCode,
  args: { code: 'VP109A1B2C3D4', expiresOn: '2026-12-25', copy: fn(async () => {}) },
  decorators: [(Story) => <div style={{ maxWidth: 420, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof VoucherCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LOY-48: the code as text and QR; copy says it is done; the toggle shows the barcode. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /VP109A1B2C3D4/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Sao chép mã|Copy code/ }));
    await expect(args.copy).toHaveBeenCalledWith('VP109A1B2C3D4');
    await expect(await canvas.findByText(/Đã sao chép|copied/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Hiện mã vạch|Show barcode/ }));
    await expect(canvas.getByRole('img', { name: /Mã vạch|Barcode/ })).toBeInTheDocument();
  },
};

export const Barcode: Story = { args: { initialKind: 'barcode' } };

/** Copying refused by the browser: the member is told to copy by hand. */
export const CopyFailed: Story = {
  args: { copy: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Sao chép mã|Copy code/ }));
    await expect(await canvas.findByText(/Không sao chép được|Could not copy/)).toBeVisible();
  },
};
